import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRecord } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import type { FakeHandler } from '../../data/fake-rest';
import { click, setUpSidebar } from './settings-sidebar-test-setup';

const HOME_CONTENT = [
  '<!-- wp:template-part {"slug":"header","area":"header","tagName":"header"} /-->',
  '<!-- wp:group {"tagName":"main"} -->',
  '<main class="wp-block-group"><!-- wp:paragraph --><p>The journal</p><!-- /wp:paragraph -->',
  '<!-- wp:template-part {"slug":"promo"} /--></main>',
  '<!-- /wp:group -->',
  '<!-- wp:template-part {"slug":"footer","area":"footer","tagName":"footer"} /-->',
].join('\n');

function template(slug: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id: `loom//${slug}`,
    type: 'wp_template',
    slug,
    title: { raw: title, rendered: title },
    description: '',
    content: { raw: HOME_CONTENT },
    source: 'theme',
    has_theme_file: true,
    is_custom: false,
    ...extra,
  };
}

function part(slug: string, title: string, area: string, extra: Record<string, unknown> = {}) {
  return {
    id: `loom//${slug}`,
    type: 'wp_template_part',
    slug,
    title: { raw: title, rendered: title },
    description: '',
    area,
    content: { raw: '<!-- wp:paragraph --><p>Part</p><!-- /wp:paragraph -->' },
    source: 'theme',
    has_theme_file: true,
    ...extra,
  };
}

const PARTS = {
  header: part('header', 'Header', 'header'),
  footer: part('footer', 'Footer', 'footer'),
  promo: part('promo', 'Promo banner', 'uncategorized', {
    source: 'custom',
    has_theme_file: false,
  }),
};

/** The settings sidebar of one edited record, over a fake REST server holding it and the parts. */
async function setUp(
  record: ReturnType<typeof template>,
  handlers: Record<string, FakeHandler> = {},
) {
  const base = record.type === 'wp_template' ? 'templates' : 'template-parts';
  const ref: RecordRef = { kind: 'postType', name: record.type, id: record.id };
  const { rest, entityStore, blockEditor } = await setUpSidebar(ref, record, {
    'GET /wp/v2/template-parts/loom//header': () => ({ body: PARTS.header }),
    'GET /wp/v2/template-parts/loom//footer': () => ({ body: PARTS.footer }),
    'GET /wp/v2/template-parts/loom//promo': () => ({ body: PARTS.promo }),
    'GET /wp/v2/global-styles/themes/loom': () => ({ body: {} }),
    'GET /wp/v2/templates': () => ({ body: [] }),
    'GET /wp/v2/template-parts': () => ({ body: [] }),
    [`GET /wp/v2/${base}/${record.id}`]: () => ({ body: record }),
    ...handlers,
  });
  const sidebar = screen.getByRole('region', { name: 'Editor settings' });
  return { rest, ref, entityStore, blockEditor, sidebar };
}

/** Opens the tab's actions menu and names what it offers. */
async function openActions(title: string): Promise<string[]> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Actions: ${title}` }));
  });
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

async function choose(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('menuitem', { name }));
  });
}

const editorPath = () => new URLSearchParams(window.location.search).get('p');

beforeEach(() => {
  window.history.replaceState(
    null,
    '',
    '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2Fhome&canvas=edit',
  );
});
afterEach(cleanup);

describe('the document tab of a template', () => {
  it('offers a theme template only View: no Rename, Delete or Clear customizations', async () => {
    const { sidebar, rest } = await setUp(template('home', 'Blog Home'));
    expect(within(sidebar).getByRole('heading', { name: 'Blog Home', level: 2 })).toBeTruthy();
    expect(await openActions('Blog Home')).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Clear customizations' })).toBeNull();
    // The tab reads no pages or posts of its own (the canvas opens without a round trip).
    expect(rest.seen.filter((request) => /\/(pages|posts|settings)/.test(request.path))).toEqual(
      [],
    );
  });

  it("View opens the template's public page, found among the pages the store knows", async () => {
    const { entityStore } = await setUp(template('home', 'Blog Home'), {
      'GET /wp/v2/settings': () => ({
        body: { show_on_front: 'page', page_on_front: 2, page_for_posts: 4 },
      }),
      'GET /wp/v2/pages': () => ({
        body: [
          { id: 2, status: 'publish', link: 'http://localhost/' },
          { id: 4, status: 'publish', link: 'http://localhost/journal/' },
        ],
      }),
    });
    await act(async () => {
      await entityStore.resolveRecord({ kind: 'root', name: 'site', id: '' });
      await entityStore.resolveRecords('postType', 'page', { per_page: 50, status: 'publish' });
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      await openActions('Blog Home');
      await choose('View');
      expect(open).toHaveBeenCalledWith('http://localhost/journal/', '_blank', 'noopener');
    } finally {
      open.mockRestore();
    }
  });

  it('offers a customised theme template Clear customizations, once, and reverts it', async () => {
    const customised = '<!-- wp:paragraph --><p>My own home</p><!-- /wp:paragraph -->';
    const theme = '<!-- wp:paragraph --><p>Theme home</p><!-- /wp:paragraph -->';
    const saved: unknown[] = [];
    const record = template('home', 'Blog Home', {
      source: 'custom',
      content: { raw: customised },
    });
    const { entityStore, ref } = await setUp(record, {
      'GET /wp/v2/templates/loom//home?context=edit&source=theme': () => ({
        body: { ...record, source: 'theme', content: { raw: theme } },
      }),
      'POST /wp/v2/templates/loom//home': (request) => {
        saved.push(request.body);
        return { body: { ...record, source: 'theme', content: { raw: theme } } };
      },
    });
    expect(await openActions('Blog Home')).toEqual(['View', 'Clear customizations']);
    expect(screen.queryByRole('button', { name: 'Clear customizations' })).toBeNull();

    await choose('Clear customizations');
    const notice = await screen.findByText('Template reverted.');
    expect(notice).toBeTruthy();
    expect(saved).toEqual([expect.objectContaining({ content: theme, source: 'theme' })]);
    expect(getRecord(entityStore.getState(), ref)?.source).toBe('theme');
    // Once reverted, the template is the theme's again: nothing left to clear.
    expect(await openActions('Blog Home')).toEqual(['View']);
  });

  it('offers a custom template Rename (one title edit, saved) and Delete (then the Templates list)', async () => {
    const record = template('wp-custom-template-wide', 'Wide', {
      source: 'custom',
      has_theme_file: false,
      is_custom: true,
    });
    const deleted: string[] = [];
    const { entityStore, ref } = await setUp(record, {
      'POST /wp/v2/templates/loom//wp-custom-template-wide': (request) => ({
        body: {
          ...record,
          ...(request.body as object),
          title: { raw: 'Wider', rendered: 'Wider' },
        },
      }),
      'DELETE /wp/v2/templates/loom//wp-custom-template-wide': (request) => {
        deleted.push(request.path);
        return { body: { deleted: true } };
      },
    });
    expect(await openActions('Wide')).toEqual(['View', 'Rename', 'Delete']);

    await choose('Rename');
    const rename = screen.getByRole('dialog', { name: 'Rename' });
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: 'Wider' } });
    await click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template renamed.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Rename' })).toBeNull();
    expect(getRecord(entityStore.getState(), ref)?.title).toEqual({
      raw: 'Wider',
      rendered: 'Wider',
    });
    expect(entityStore.getState().history.past).toHaveLength(1);

    expect(await openActions('Wider')).toEqual(['View', 'Rename', 'Delete']);
    await choose('Delete');
    const confirm = screen.getByRole('dialog', { name: 'Delete' });
    expect(confirm.textContent).toContain('Are you sure you want to delete "Wider"?');
    await click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Wider" deleted.')).toBeTruthy();
    expect(deleted).toEqual(['/wp/v2/templates/loom//wp-custom-template-wide?force=true']);
    expect(editorPath()).toBe('/wp_template');
  });

  it('lists the areas by name; a click selects the part block and opens the Block tab', async () => {
    const { sidebar, blockEditor, ref } = await setUp(template('home', 'Blog Home'));
    const areas = within(sidebar).getByRole('region', { name: 'Areas' });
    const names = within(areas)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Header', 'General', 'Footer']);
    // A part titled like its area shows its slug; another part its title.
    expect(await within(areas).findByText('Promo banner')).toBeTruthy();
    expect(within(areas).getByText('header')).toBeTruthy();

    const edit = within(areas).getByRole('link', { name: 'Edit Header' });
    expect(edit.getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fwp_template_part%2Floom%2F%2Fheader&canvas=edit',
    );

    await click(within(areas).getByRole('button', { name: 'Footer' }));
    const footerBlock = blockEditor.stateOf(ref).blocks[2];
    expect(footerBlock?.attributes.slug).toBe('footer');
    expect(blockEditor.getSelection()?.focus.clientId).toBe(footerBlock?.clientId);
    expect(within(sidebar).getByRole('tab', { name: 'Block' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(sidebar).getByRole('heading', { name: 'Template Part', level: 2 })).toBeTruthy();
  });

  it("'Edit' opens the part on its own, in the editor", async () => {
    await setUp(template('home', 'Blog Home'));
    await click(screen.getByRole('link', { name: 'Edit General' }));
    expect(editorPath()).toBe('/wp_template_part/loom//promo');
    expect(new URLSearchParams(window.location.search).get('canvas')).toBe('edit');
  });
});

describe('the document tab of a template part', () => {
  it('offers a theme part no actions at all, and shows no areas', async () => {
    const { sidebar } = await setUp(template('header', 'Header', { ...PARTS.header }));
    expect(within(sidebar).getByRole('heading', { name: 'Header', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions: Header' })).toBeNull();
    expect(within(sidebar).queryByRole('region', { name: 'Areas' })).toBeNull();
  });

  it('offers a part made in the editor Rename and Delete (then the Template Parts list), no View', async () => {
    const { sidebar } = await setUp(template('promo', 'Promo banner', { ...PARTS.promo }), {
      'DELETE /wp/v2/template-parts/loom//promo': () => ({ body: { deleted: true } }),
    });
    expect(within(sidebar).getByRole('tab', { name: 'Template Part' })).toBeTruthy();
    expect(await openActions('Promo banner')).toEqual(['Rename', 'Delete']);
    await choose('Delete');
    await click(
      within(screen.getByRole('dialog', { name: 'Delete' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('"Promo banner" deleted.')).toBeTruthy();
    expect(editorPath()).toBe('/wp_template_part/all');
  });

  it('offers a customised theme part Clear customizations', async () => {
    await setUp(template('footer', 'Footer', { ...PARTS.footer, source: 'custom' }));
    expect(await openActions('Footer')).toEqual(['Clear customizations']);
  });
});
