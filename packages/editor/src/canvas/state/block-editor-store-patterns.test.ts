import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { getDirtyRecords } from '../../data/entities/dirty-records';
import { createEntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { createBlockEditorStore } from './block-editor-store';
import type { EditorBlock } from './editor-block';
import type { InlinePattern } from './inline-patterns';
import { flattenBlocks } from './tree';
import { updateAttributes } from './update-attributes';
import { outline } from './verb-test-helpers';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//front-page' };
const PART: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };

const CONTENT = [
  '<!-- wp:template-part {"slug":"header"} /-->',
  '<!-- wp:group {"tagName":"main"} -->\n<main class="wp-block-group"><!-- wp:pattern {"slug":"loom/hero"} /-->\n\n<!-- wp:pattern {"slug":"loom/missing"} /--></main>\n<!-- /wp:group -->',
].join('\n\n');
const PART_CONTENT = '<!-- wp:pattern {"slug":"loom/banner"} /-->';

const PATTERNS: InlinePattern[] = [
  {
    name: 'loom/hero',
    title: 'Hero with image',
    content:
      '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:heading {"level":1} -->\n<h1 class="wp-block-heading">Cloth with a story</h1>\n<!-- /wp:heading --></div>\n<!-- /wp:group -->',
  },
  {
    name: 'loom/banner',
    title: 'Banner',
    content: '<!-- wp:paragraph -->\n<p>Free shipping</p>\n<!-- /wp:paragraph -->',
  },
];

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//front-page': () => ({
      body: { id: 'loom//front-page', slug: 'front-page', content: { raw: CONTENT } },
    }),
    'GET /wp/v2/template-parts/loom//header': () => ({
      body: { id: 'loom//header', slug: 'header', content: { raw: PART_CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client, now: () => 0 });
  await entityStore.resolveRecord(TEMPLATE);
  await entityStore.resolveRecord(PART);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  const tree = (ref: RecordRef = TEMPLATE) => store.treeOf(entityStore.getState(), ref);
  return { entityStore, store, tree };
}

function headingOf(blocks: readonly EditorBlock[]) {
  const heading = flattenBlocks(blocks).find((block) => block.name === 'core/heading');
  if (heading === undefined) throw new Error('no heading');
  return heading;
}

describe('theme patterns in the block editor store', () => {
  it('shows placed patterns as their blocks once known, in parts too, without an edit', async () => {
    const { entityStore, store, tree } = await setUp();
    expect(outline(tree())).toContain('  core/pattern');
    let calls = 0;
    const stop = store.subscribeTrees(() => {
      calls += 1;
    });
    store.setThemePatterns(PATTERNS);
    expect(calls).toBe(1);
    stop();
    expect(outline(tree())).toEqual([
      'core/template-part',
      'core/group',
      '  core/group',
      '    core/heading: Cloth with a story',
      '  core/pattern',
    ]);
    expect(outline(tree(PART))).toEqual(['core/paragraph: Free shipping']);
    expect(entityStore.getState().edits).toEqual({});
    expect(getDirtyRecords(entityStore.getState())).toEqual([]);
  });

  it('keeps client ids while nothing changes, also when the same patterns come again', async () => {
    const { store, tree } = await setUp();
    store.setThemePatterns(PATTERNS);
    const first = tree();
    expect(tree()).toBe(first);
    store.setThemePatterns(PATTERNS.map((pattern) => ({ ...pattern })));
    expect(tree()).toBe(first);
  });

  it('the first real edit stores the inlined tree; undo makes the record clean again', async () => {
    const { entityStore, store, tree } = await setUp();
    store.setThemePatterns(PATTERNS);
    const before = tree();
    const heading = headingOf(before);
    store.run(updateAttributes, { clientId: heading.clientId, attributes: { content: 'New' } });
    expect(getDirtyRecords(entityStore.getState()).map((record) => record.id)).toEqual([
      'loom//front-page',
    ]);
    const content = String(getEditedRecord(entityStore.getState(), TEMPLATE)?.content);
    expect(content).toContain(
      '<!-- wp:group {"metadata":{"patternName":"loom/hero","name":"Hero with image"}} -->',
    );
    expect(content).toContain('<h1 class="wp-block-heading">New</h1>');
    expect(content).not.toContain('"slug":"loom/hero"');
    expect(content).toContain('<!-- wp:pattern {"slug":"loom/missing"} /-->');
    expect(headingOf(tree()).clientId).toBe(heading.clientId);

    entityStore.undo();
    expect(getDirtyRecords(entityStore.getState())).toEqual([]);
    expect(tree()).toBe(before);
    entityStore.redo();
    expect(headingOf(tree()).clientId).toBe(heading.clientId);
  });
});
