import { createCoreRegistry, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { getDirtyRecords } from '../../data/entities/dirty-records';
import { createEntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { createBlockEditorStore } from './block-editor-store';
import { insertBlocks } from './insert-blocks';
import { shownIn } from './record-instances';
import { selectBlock } from './select-block';
import { updateAttributes } from './update-attributes';
import { block } from './verb-test-helpers';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//index' };
const MENU: RecordRef = { kind: 'postType', name: 'wp_navigation', id: '7' };

// One menu in the header and in the footer of one template.
const CONTENT = [
  '<!-- wp:navigation {"ref":7} /-->',
  '<!-- wp:paragraph -->\n<p>between</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:navigation {"ref":7} /-->',
].join('\n\n');
const MENU_CONTENT = [
  '<!-- wp:navigation-link {"label":"About","url":"/about/"} /-->',
  '<!-- wp:navigation-link {"label":"Contact","url":"/contact/"} /-->',
].join('\n\n');

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//index': () => ({
      body: { id: 'loom//index', slug: 'index', content: { raw: CONTENT } },
    }),
    'GET /wp/v2/navigation/7': () => ({
      body: { id: 7, title: 'Main', status: 'publish', content: { raw: MENU_CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client, now: () => 0 });
  await entityStore.resolveRecord(TEMPLATE);
  await entityStore.resolveRecord(MENU);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  const [header, , footer] = store.treeOf(entityStore.getState(), TEMPLATE);
  if (header === undefined || footer === undefined) throw new Error('no navigation blocks');
  const inHeader = shownIn(MENU, header.clientId);
  const inFooter = shownIn(MENU, footer.clientId);
  const items = (ref: RecordRef) => store.treeOf(entityStore.getState(), ref);
  const labels = (ref: RecordRef) => items(ref).map((item) => item.attributes.label);
  const idAt = (ref: RecordRef, index: number) => items(ref)[index]?.clientId ?? '';
  return { entityStore, store, inHeader, inFooter, items, labels, idAt };
}

describe('one menu shown by two navigation blocks', () => {
  it('has items with distinct client ids in each; the same array while unchanged', async () => {
    const { store, entityStore, inHeader, inFooter, items } = await setUp();
    const header = items(inHeader).map((item) => item.clientId);
    const footer = items(inFooter).map((item) => item.clientId);
    expect(header).toHaveLength(2);
    expect(new Set([...header, ...footer]).size).toBe(4);
    expect(items(inHeader)).toBe(items(inHeader));
    expect(store.ownerOf(header[0] ?? '')).toEqual(inHeader);
    expect(store.ownerOf(footer[0] ?? '')).toEqual(inFooter);
    expect(getDirtyRecords(entityStore.getState())).toEqual([]);
  });

  it('selecting an item in one selects it there only', async () => {
    const { store, inHeader, idAt } = await setUp();
    store.run(selectBlock, { clientId: idAt(inHeader, 1) }, store.ownerOf(idAt(inHeader, 1)));
    expect([...store.selectedIds()]).toEqual([idAt(inHeader, 1)]);
    expect(store.getSelection()?.focus.clientId).toBe(idAt(inHeader, 1));
  });

  it('an edit in one is an edit of the menu: both show it, only the menu is dirty', async () => {
    const { store, entityStore, inHeader, inFooter, labels, idAt } = await setUp();
    const footerIds = [idAt(inFooter, 0), idAt(inFooter, 1)];
    const id = idAt(inHeader, 1);
    store.run(selectBlock, { clientId: id }, inHeader);
    store.run(updateAttributes, { clientId: id, attributes: { label: 'Say hello' } });
    expect(labels(inHeader)).toEqual(['About', 'Say hello']);
    expect(labels(inFooter)).toEqual(['About', 'Say hello']);
    expect([idAt(inFooter, 0), idAt(inFooter, 1)]).toEqual(footerIds);
    expect(idAt(inHeader, 1)).toBe(id);
    expect(getDirtyRecords(entityStore.getState()).map((record) => record.id)).toEqual(['7']);
    const stored = getEditedRecord(entityStore.getState(), MENU)?.blocks;
    expect(Array.isArray(stored) && serialize(stored)).toBe(
      MENU_CONTENT.replace('"Contact"', '"Say hello"'),
    );
  });

  it('an item added in one is selected there, shown in both with ids of its own; undo removes it', async () => {
    const { store, entityStore, inHeader, inFooter, labels, idAt } = await setUp();
    const link = block('core/navigation-link', { label: 'Shop', url: '/shop/' });
    store.run(insertBlocks, { blocks: [link], parentId: null, index: 2 }, inFooter);
    expect(labels(inHeader)).toEqual(['About', 'Contact', 'Shop']);
    expect(labels(inFooter)).toEqual(['About', 'Contact', 'Shop']);
    const added = idAt(inFooter, 2);
    expect(store.getSelection()?.focus.clientId).toBe(added);
    expect(idAt(inHeader, 2)).not.toBe(added);
    expect(store.ownerOf(added)).toEqual(inFooter);

    // Typing in the new item right away edits it in the footer's showing.
    store.run(updateAttributes, { clientId: added, attributes: { label: 'Shop now' } });
    expect(labels(inHeader)).toEqual(['About', 'Contact', 'Shop now']);

    entityStore.undo();
    entityStore.undo();
    expect(labels(inFooter)).toEqual(['About', 'Contact']);
    expect(getDirtyRecords(entityStore.getState())).toEqual([]);
  });
});
