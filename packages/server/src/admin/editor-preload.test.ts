import { describe, expect, it } from 'vitest';
import { customViewsPaths, onlyMenuPaths, preloadPaths, rendersBlocks } from './editor-preload.js';

const SETTINGS = '/wp/v2/settings?context=edit';
/** What Manage pages reads in every view: its authors and its custom views' type term. */
const PAGES_SIDE_READS = [
  '/wp/v2/users?_fields=id%2Cname&context=view&page=1&per_page=100',
  '/wp/v2/wp_dataviews_type?context=view&slug=page',
];

describe('preloadPaths', () => {
  it.each([
    ['p=%2F', []],
    ['p=%2Fwp_template%2Fall', ['/wp/v2/templates?context=edit&per_page=-1']],
    ['p=%2Fwp_template_part%2Fall', ['/wp/v2/template-parts?context=edit&per_page=-1']],
    ['p=%2Fwp_template%2Floom%2F%2Findex', ['/wp/v2/templates/loom//index?context=edit']],
    ['p=%2Fwp_template%2Floom%2Findex', ['/wp/v2/templates/loom//index?context=edit']],
    [
      'p=%2Fwp_template_part%2Floom%2F%2Fheader',
      ['/wp/v2/template-parts/loom//header?context=edit'],
    ],
    ['p=%2Fpage%2F12', ['/wp/v2/pages/12?context=edit']],
    [
      'p=%2Fpage',
      [
        '/wp/v2/pages?_fields=id%2Clink%2Cmenu_order%2Cparent%2Ctitle%2Ctype&context=edit&order=asc&orderby=menu_order&per_page=100&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate',
      ],
    ],
    [
      'p=%2Fnavigation%2F',
      [
        '/wp/v2/navigation?context=edit&order=desc&orderby=date&per_page=100&status=publish%2Cdraft',
      ],
    ],
    [
      'p=%2Fpages',
      [
        '/wp/v2/pages?_embed=author&context=edit&order=desc&orderby=date&page=1&per_page=20&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate',
        ...PAGES_SIDE_READS,
      ],
    ],
    ['p=%2Fpages&activeView=trash', PAGES_SIDE_READS],
    ['p=%2Fpages&view=%7B%22type%22%3A%22table%22%7D', PAGES_SIDE_READS],
    ['p=%2Fpages&isCustom=true&activeView=31', PAGES_SIDE_READS],
  ])('%s reads the settings and its records', (query, expected) => {
    expect(preloadPaths(new URLSearchParams(query))).toEqual([SETTINGS, ...expected]);
  });

  it('reads what the Patterns screen lists and what its previews render with', () => {
    const lists = [
      '/wp/v2/blocks?context=edit&page=1&per_page=100',
      '/wp/v2/template-parts?context=edit&per_page=-1',
      '/wp/v2/wp_pattern_category?context=edit&page=1&per_page=100',
      '/wp/v2/block-patterns/patterns',
      '/wp/v2/block-patterns/categories',
    ];
    expect(preloadPaths(new URLSearchParams('p=%2Fpatterns'))).toEqual([SETTINGS, ...lists]);
    const withPreviews = preloadPaths(
      new URLSearchParams('p=%2Fpatterns&categoryType=wp_template_part&categoryId=footer'),
      { stylesheet: 'loom', userGlobalStylesId: 17 },
    );
    expect(withPreviews.slice(0, 6)).toEqual([SETTINGS, ...lists]);
    expect(withPreviews).toContain('/wp/v2/global-styles/themes/loom?context=edit');
    expect(withPreviews).toContain('/wp/v2/navigation?context=edit&page=1&per_page=100');
    expect(new Set(withPreviews).size).toBe(withPreviews.length);
    // The editing canvas shows no list.
    expect(
      preloadPaths(new URLSearchParams('p=%2Fpatterns&canvas=edit'), {
        stylesheet: 'loom',
        userGlobalStylesId: 17,
      }),
    ).not.toContain(lists[0]);
  });

  it('asks for the global styles record where blocks render: the editing canvas, Patterns', () => {
    expect(rendersBlocks(new URLSearchParams('p=%2Fpatterns&categoryId=my-patterns'))).toBe(true);
    expect(rendersBlocks(new URLSearchParams('p=%2Fpage%2F4&canvas=edit'))).toBe(true);
    expect(rendersBlocks(new URLSearchParams('p=%2Fwp_global_styles'))).toBe(true);
    expect(rendersBlocks(new URLSearchParams('p=%2Fpages'))).toBe(false);
    expect(rendersBlocks(new URLSearchParams('p=%2Fwp_template'))).toBe(false);
  });

  it('adds what the Templates screen previews', () => {
    expect(preloadPaths(new URLSearchParams('p=%2Fwp_template'))).toEqual([
      SETTINGS,
      '/wp/v2/templates?context=edit&per_page=-1',
      '/wp/v2/pages?context=edit&per_page=5&status=publish',
      '/wp/v2/posts?context=edit&per_page=5&status=publish',
    ]);
  });

  it("reads what the Styles screen shows first: the theme, both styles, the theme's variations", () => {
    const site = { stylesheet: 'loom', userGlobalStylesId: 17 };
    const reads = [
      SETTINGS,
      '/wp/v2/themes?context=edit&status=active',
      '/wp/v2/global-styles/themes/loom?context=edit',
      '/wp/v2/global-styles/17?context=edit',
      '/wp/v2/global-styles/themes/loom/variations',
    ];
    expect(preloadPaths(new URLSearchParams('p=%2Fwp_global_styles'), site)).toEqual(reads);
    // Styles › Typography (the Fonts screen) is the same screen.
    expect(
      preloadPaths(new URLSearchParams('p=%2Fwp_global_styles&section=%2Ftypography'), site),
    ).toEqual(reads);
    // Without the user's styles record the page names none of it.
    expect(preloadPaths(new URLSearchParams('p=%2Fwp_global_styles'))).toEqual([SETTINGS]);
  });

  it('adds the theme styles, menus and preview posts when the canvas edits', () => {
    const paths = preloadPaths(
      new URLSearchParams('p=%2Fwp_template%2Floom%2F%2Findex&canvas=edit'),
      { stylesheet: 'loom', userGlobalStylesId: 17 },
    );
    expect(paths).toEqual([
      SETTINGS,
      '/wp/v2/templates/loom//index?context=edit',
      '/wp/v2/global-styles/themes/loom?context=edit',
      '/wp/v2/themes?context=edit&status=active',
      '/wp/v2/global-styles/17?context=edit',
      '/wp/v2/navigation?context=edit&page=1&per_page=100',
      '/wp/v2/block-patterns/patterns',
      '/wp/v2/block-patterns/categories',
      '/wp/v2/posts?_embed=author%2Cwp%3Aterm&context=edit&per_page=20&status=publish',
      '/wp/v2/pages?context=edit&per_page=50&status=publish',
    ]);
  });

  it('adds the custom views of Manage pages once its view type term is known', () => {
    const term = (body: unknown) => ({
      '/wp/v2/wp_dataviews_type?context=view&slug=page': { body, headers: {} },
    });
    expect(customViewsPaths(term([{ id: 9, slug: 'page' }]), 4)).toEqual([
      '/wp/v2/wp_dataviews?author=4&context=edit&order=asc&orderby=date&page=1&per_page=100&wp_dataviews_type=9',
    ]);
    expect(customViewsPaths(term([]), 4)).toEqual([]);
    expect(customViewsPaths({}, 4)).toEqual([]);
  });

  it("adds the only menu's record once the menus list is known to hold one menu", () => {
    const menus = (body: unknown) => ({
      '/wp/v2/navigation?context=edit&order=desc&orderby=date&per_page=100&status=publish%2Cdraft':
        {
          body,
          headers: {},
        },
    });
    expect(onlyMenuPaths(menus([{ id: 31, title: { raw: 'Header' } }]))).toEqual([
      '/wp/v2/navigation/31?context=edit',
    ]);
    expect(onlyMenuPaths(menus([{ id: 31 }, { id: 32 }]))).toEqual([]);
    expect(onlyMenuPaths(menus([]))).toEqual([]);
    expect(onlyMenuPaths({})).toEqual([]);
  });
});
