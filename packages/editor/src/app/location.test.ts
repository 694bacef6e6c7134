import { describe, expect, it } from 'vitest';
import { buildHref, type EditorLocation, parseLocation, resolveTarget } from './location';

const EDITOR = '/wp-admin/site-editor.php';

function parse(query: string): EditorLocation {
  return parseLocation(new URLSearchParams(query));
}

describe('parseLocation', () => {
  it('reads an empty query as the root in view mode', () => {
    expect(parse('')).toEqual({
      path: '/',
      canvas: 'view',
      isCustom: false,
      didAccessPatternsPage: false,
    });
  });

  it('reads the path from p, encoded or not, and normalises slashes', () => {
    expect(parse('p=%2Fwp_template').path).toBe('/wp_template');
    expect(parse('p=/wp_template/all/').path).toBe('/wp_template/all');
    expect(parse('p=page').path).toBe('/page');
    expect(parse('p=').path).toBe('/');
  });

  it('reads every location parameter', () => {
    const location = parse(
      'p=%2Fwp_template_part%2Fall&postType=wp_template_part&postId=loom%2F%2Fheader' +
        '&categoryType=wp_template_part&categoryId=header&canvas=edit&layout=grid' +
        '&activeView=2&isCustom=true&didAccessPatternsPage=1&wp_theme_preview=loom-dark',
    );
    expect(location).toEqual({
      path: '/wp_template_part/all',
      postType: 'wp_template_part',
      postId: 'loom//header',
      categoryType: 'wp_template_part',
      categoryId: 'header',
      canvas: 'edit',
      layout: 'grid',
      activeView: '2',
      isCustom: true,
      didAccessPatternsPage: true,
      themePreview: 'loom-dark',
    });
  });

  it('treats any canvas value but edit as view, and ignores unknown layouts', () => {
    expect(parse('canvas=view').canvas).toBe('view');
    expect(parse('canvas=EDIT').canvas).toBe('view');
    expect(parse('layout=masonry').layout).toBeUndefined();
    expect(parse('isCustom=false').isCustom).toBe(false);
  });
});

describe('the view parameter', () => {
  it('round-trips a data view as JSON through the query string', () => {
    const view =
      '{"type":"table","search":"a&b=c","filters":[{"field":"status","operator":"in","value":["draft"]}]}';
    const href = buildHref(EDITOR, { path: '/pages', activeView: 'drafts', view });
    const read = parse(href.slice(href.indexOf('?') + 1));
    expect(read).toMatchObject({ path: '/pages', activeView: 'drafts', view });
  });

  it('leaves an empty view out', () => {
    expect(buildHref(EDITOR, { path: '/pages', view: '' })).toBe(`${EDITOR}?p=%2Fpages`);
    expect(parse('p=%2Fpages&view=').view).toBeUndefined();
  });
});

describe('the section parameter', () => {
  it("reads and writes a sidebar navigator's screen, as WordPress's section=/typography", () => {
    const here = parse('p=%2Fwp_global_styles&section=%2Ftypography%2Fheading');
    expect(here).toMatchObject({ path: '/wp_global_styles', section: '/typography/heading' });
    expect(buildHref(EDITOR, here)).toBe(
      `${EDITOR}?p=%2Fwp_global_styles&section=%2Ftypography%2Fheading`,
    );
  });

  it('keeps every other parameter beside it, and is left out when empty', () => {
    const href = buildHref(EDITOR, {
      path: '/wp_global_styles',
      section: '/colors/palette',
      themePreview: 'loom-dark',
    });
    expect(href).toBe(
      `${EDITOR}?p=%2Fwp_global_styles&section=%2Fcolors%2Fpalette&wp_theme_preview=loom-dark`,
    );
    expect(parse('p=%2Fwp_global_styles&section=').section).toBeUndefined();
    expect(buildHref(EDITOR, { path: '/wp_global_styles', section: '' })).toBe(
      `${EDITOR}?p=%2Fwp_global_styles`,
    );
  });
});

describe('buildHref', () => {
  it('leaves the query out at the root', () => {
    expect(buildHref(EDITOR, { path: '/' })).toBe(EDITOR);
  });

  it('encodes the path as p', () => {
    expect(buildHref(EDITOR, { path: '/wp_template' })).toBe(`${EDITOR}?p=%2Fwp_template`);
  });

  it('writes only parameters that differ from their defaults', () => {
    expect(
      buildHref(EDITOR, {
        path: '/wp_template/all',
        canvas: 'view',
        isCustom: false,
        layout: 'table',
      }),
    ).toBe(`${EDITOR}?p=%2Fwp_template%2Fall&layout=table`);
  });

  it("keeps a theme record's id (theme//slug) when edit mode is entered", () => {
    const here = parse('p=%2Fwp_template%2Floom%2F%2Fhome');
    expect(here.path).toBe('/wp_template/loom//home');
    expect(buildHref(EDITOR, { ...here, canvas: 'edit' })).toBe(
      `${EDITOR}?p=%2Fwp_template%2Floom%2F%2Fhome&canvas=edit`,
    );
  });

  it('round-trips through parseLocation', () => {
    const location = parse(
      'p=%2Fpage%2F12&postType=page&postId=12&canvas=edit&isCustom=true&wp_theme_preview=loom',
    );
    const href = buildHref(EDITOR, location);
    const query = href.slice(href.indexOf('?') + 1);
    expect(parse(query)).toEqual(location);
  });
});

describe('resolveTarget', () => {
  it('keeps the theme preview on in-app links', () => {
    const here = parse('p=%2Fwp_template&wp_theme_preview=loom-dark');
    const target = resolveTarget({ path: '/' }, here);
    expect(buildHref(EDITOR, target)).toBe(`${EDITOR}?wp_theme_preview=loom-dark`);
    expect(buildHref(EDITOR, resolveTarget({ path: '/patterns' }, here))).toBe(
      `${EDITOR}?p=%2Fpatterns&wp_theme_preview=loom-dark`,
    );
  });

  it('lets a target name its own theme preview', () => {
    const here = parse('wp_theme_preview=loom');
    expect(resolveTarget({ path: '/', themePreview: 'other' }, here).themePreview).toBe('other');
  });

  it('adds nothing when no theme is previewed', () => {
    expect(resolveTarget({ path: '/page' }, parse(''))).toEqual({ path: '/page' });
  });
});
