import { createMemoryContext } from '@atelier/blocks/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RootBlockList } from '../block-list/RootBlockList';
import { PreviewContextProvider } from '../preview/PreviewContext';
import { pageBlockEditor } from '../testing/page-block-editor';
import { createCanvasUiStore } from '../ui/canvas-ui-store';

const TEMPLATE_CONTENT = [
  '<!-- wp:heading -->',
  '<h2 class="wp-block-heading">Locked words</h2>',
  '<!-- /wp:heading -->',
  '',
  '<!-- wp:group {"tagName":"main"} -->',
  '<main class="wp-block-group"><!-- wp:post-content /--></main>',
  '<!-- /wp:group -->',
].join('\n');

const PAGE_RECORD = {
  id: 12,
  type: 'page',
  slug: 'visit',
  template: '',
  title: { raw: 'Visit us', rendered: 'Visit us' },
  content: { raw: '<!-- wp:paragraph -->\n<p>Open every day.</p>\n<!-- /wp:paragraph -->' },
};

async function setUp(templates: unknown[]) {
  const editor = await pageBlockEditor(PAGE_RECORD, {
    'GET /wp/v2/settings': () => ({ body: { show_on_front: 'posts' } }),
    'GET /wp/v2/templates': () => ({ body: templates }),
    'GET /wp/v2/templates/loom//page': () => ({
      body: { id: 'loom//page', slug: 'page', content: { raw: TEMPLATE_CONTENT } },
    }),
  });
  editor.render(
    <PreviewContextProvider value={createMemoryContext({})}>
      <RootBlockList editing />
    </PreviewContextProvider>,
    createCanvasUiStore(),
  );
}

afterEach(cleanup);

describe('a page drawn inside its template', () => {
  it("locks and dims the template's blocks and keeps the page's blocks editable", async () => {
    await setUp([{ id: 'loom//page', slug: 'page' }]);
    const locked = await screen.findByText('Locked words');
    expect(locked.closest('[data-block]')).toBeNull();
    expect(locked.getAttribute('contenteditable')).toBeNull();
    expect(locked.closest('.is-template-dimmed')).not.toBeNull();

    const paragraph = await screen.findByRole('document', { name: 'Block: Paragraph' });
    expect(paragraph.textContent).toBe('Open every day.');
    expect(paragraph.getAttribute('contenteditable')).toBe('true');
    expect(paragraph.closest('.is-template-dimmed')).toBeNull();
    // The page's blocks sit in the post content wrapper, inside the template's main group.
    expect(paragraph.closest('main .wp-block-post-content')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add default block' })).toBeTruthy();
  });

  it("draws the page's blocks alone when the theme has no template for it", async () => {
    await setUp([]);
    const paragraph = await screen.findByRole('document', { name: 'Block: Paragraph' });
    expect(paragraph.textContent).toBe('Open every day.');
    await waitFor(() => expect(screen.queryByText('Locked words')).toBeNull());
    expect(paragraph.closest('.wp-block-post-content')).toBeNull();
  });
});
