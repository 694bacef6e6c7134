import { createCoreRegistry, type PostData, type RenderContext } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../../data/entities/entity-store';
import type { RecordRef } from '../../../data/entities/store-state';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { RootBlockList } from '../../block-list/RootBlockList';
import { PreviewContextProvider } from '../../preview/PreviewContext';
import { BlockEditorProvider } from '../../state/BlockEditorContext';
import { createBlockEditorStore } from '../../state/block-editor-store';
import type { EditorBlock } from '../../state/editor-block';
import { removeBlocks } from '../../state/remove-blocks';
import { updateAttributes } from '../../state/update-attributes';
import { CanvasUiProvider } from '../../ui/CanvasUiContext';
import { createCanvasUiStore } from '../../ui/canvas-ui-store';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };

function loop(query: string): string {
  return [
    `<!-- wp:query {"queryId":3,"query":${query},"tagName":"section","align":"wide"} -->`,
    '<section class="wp-block-query alignwide"><!-- wp:post-template {"layout":{"type":"grid","columnCount":2}} -->',
    '<!-- wp:post-title /-->',
    '',
    '<!-- wp:paragraph -->',
    '<p>By hand</p>',
    '<!-- /wp:paragraph -->',
    '<!-- /wp:post-template --></section>',
    '<!-- /wp:query -->',
  ].join('\n');
}

function post(id: number, title: string, day: number): PostData {
  return {
    id,
    type: 'post',
    slug: `post-${id}`,
    title,
    content: '',
    excerpt: '',
    date: `2026-01-${String(day).padStart(2, '0')}T10:00:00`,
    link: `https://example.test/post-${id}/`,
    status: 'publish',
  };
}

const POSTS = [post(1, 'Oldest', 1), post(2, 'Middle', 2), post(3, 'Newest', 3)];

async function setUp(content: string, posts: PostData[] = POSTS) {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({
      body: {
        id: 'loom//home',
        slug: 'home',
        title: { raw: 'Blog Home' },
        content: { raw: content },
      },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const registry = createCoreRegistry();
  const store = createBlockEditorStore({ entityStore, registry, rootRef: TEMPLATE });
  const context: RenderContext = createMemoryContext({ posts });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={store}>
        <CanvasUiProvider store={createCanvasUiStore()}>
          <PreviewContextProvider value={context}>
            <RootBlockList editing={false} />
          </PreviewContextProvider>
        </CanvasUiProvider>
      </BlockEditorProvider>
    </EditorTestProviders>,
  );
  const tree = () => store.stateOf(TEMPLATE).blocks;
  const query = (): EditorBlock => {
    const found = tree()[0];
    if (found === undefined) throw new Error('no query block');
    return found;
  };
  const postTemplate = (): EditorBlock => {
    const found = query().innerBlocks[0];
    if (found === undefined) throw new Error('no post template');
    return found;
  };
  const list = () => {
    const element = document.querySelector<HTMLElement>('[data-type="core/post-template"]');
    if (element === null) throw new Error('no post template in the canvas');
    return element;
  };
  return { store, query, postTemplate, list };
}

afterEach(cleanup);

describe('PostTemplateEdit', () => {
  it("edits the first post's blocks in place and previews the others with their own post", async () => {
    const { list } = await setUp(loop('{"perPage":3,"inherit":false}'));
    await waitFor(() => {
      const titles = list().querySelectorAll('[data-type="core/post-title"]');
      expect(titles).toHaveLength(1);
      expect(titles[0]?.textContent).toBe('Newest');
    });
    expect(list().querySelectorAll('[data-type="core/paragraph"]')).toHaveLength(1);

    const middle = await screen.findByRole('button', { name: 'Middle' });
    await waitFor(() => expect(middle.querySelector('h2')?.textContent).toBe('Middle'));
    expect(middle.textContent).toContain('By hand');
    expect(middle.querySelector('[data-block]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Oldest' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Newest' })).toBeNull();
  });

  it('writes the list and items as the public renderer does (tag, classes, layout)', async () => {
    const { list } = await setUp(loop('{"perPage":3,"inherit":false}'));
    const element = list();
    expect(element.tagName).toBe('UL');
    expect(element.className).toContain('wp-block-post-template');
    expect(element.className).toContain('is-layout-grid');
    expect(element.className).toContain('wp-block-post-template-is-layout-grid');
    const query = document.querySelector('[data-type="core/query"]');
    expect(query?.tagName).toBe('SECTION');
    expect(query?.className).toContain('wp-block-query alignwide');
    await waitFor(() => expect(element.querySelectorAll(':scope > li')).toHaveLength(3));
    expect(element.querySelector(':scope > li')?.className).toBe(
      'wp-block-post post-3 post type-post status-publish',
    );
  });

  it('a click, Enter or Space on a preview makes its post the edited one', async () => {
    const { list } = await setUp(loop('{"perPage":3,"inherit":false}'));
    const editedTitle = () => list().querySelector('[data-type="core/post-title"]')?.textContent;
    await waitFor(() => expect(editedTitle()).toBe('Newest'));

    fireEvent.click(await screen.findByRole('button', { name: 'Oldest' }));
    await waitFor(() => expect(editedTitle()).toBe('Oldest'));
    expect(screen.getByRole('button', { name: 'Newest' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Middle' }), { key: 'Enter' });
    await waitFor(() => expect(editedTitle()).toBe('Middle'));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Newest' }), { key: ' ' });
    await waitFor(() => expect(editedTitle()).toBe('Newest'));
  });

  it('edits reach the previews once typing pauses; the query settings change the posts', async () => {
    const { store, query, postTemplate, list } = await setUp(loop('{"perPage":3,"inherit":false}'));
    const middle = await screen.findByRole('button', { name: 'Middle' });
    await waitFor(() => expect(middle.textContent).toContain('By hand'));

    const paragraph = postTemplate().innerBlocks[1];
    await act(async () =>
      store.run(removeBlocks, { clientIds: [paragraph?.clientId ?? ''] }, TEMPLATE),
    );
    await waitFor(() => expect(middle.textContent).not.toContain('By hand'));
    expect(list().querySelectorAll('[data-type="core/paragraph"]')).toHaveLength(0);

    await act(async () =>
      store.run(
        updateAttributes,
        {
          clientId: query().clientId,
          attributes: { query: { perPage: 2, inherit: false, order: 'asc' } },
        },
        TEMPLATE,
      ),
    );
    await waitFor(() =>
      expect(list().querySelector('[data-type="core/post-title"]')?.textContent).toBe('Oldest'),
    );
    expect(within(list()).getByRole('button', { name: 'Middle' })).toBeTruthy();
    expect(within(list()).queryByRole('button', { name: 'Newest' })).toBeNull();
  });

  it('an inherited query follows the main query (the posts per page of the site)', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      post(index + 1, `Post ${index + 1}`, index + 1),
    );
    const { list } = await setUp(loop('{"perPage":3,"inherit":true}'), many);
    await waitFor(() => expect(list().querySelectorAll(':scope > li')).toHaveLength(10));
  });

  it("with no posts says 'No results found.' and keeps the blocks editable", async () => {
    const { list } = await setUp(loop('{"perPage":3,"inherit":false}'), []);
    await waitFor(() => expect(list().textContent).toContain('No results found.'));
    expect(list().querySelectorAll('[data-type="core/post-title"]')).toHaveLength(1);
    expect(list().querySelectorAll('[data-type="core/paragraph"]')).toHaveLength(1);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
