import { type BlockNode, createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import type { KnownBlockAttributes, SharedRecord } from '../../data/entities/shared-records';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { createBlockEditorStore } from './block-editor-store';
import { updateAttributes } from './update-attributes';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//index' };
const CONTENT = [
  '<!-- wp:paragraph -->\n<p>one</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">two</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

interface Written {
  after: Readonly<Record<string, unknown>>;
  known: KnownBlockAttributes | undefined;
}

async function sharedSetUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//index': () => ({
      body: { id: 'loom//index', slug: 'index', title: 'Index', content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const writes: Written[] = [];
  const shared: SharedRecord = {
    holds: (prop) => prop === 'blocks' || prop === 'content',
    write: (_before, after, _step, known) => writes.push({ after, known }),
    undo: () => undefined,
    redo: () => undefined,
    moveEarlier: () => undefined,
    canPublish: () => true,
    publish: () => Promise.resolve({ ok: true, version: '1' }),
  };
  entityStore.share(TEMPLATE, shared);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  return { entityStore, store, writes };
}

function blocksOf(written: Written | undefined): BlockNode[] {
  const blocks = written?.after.blocks;
  return Array.isArray(blocks)
    ? (blocks as BlockNode[]).filter((block) => block.name !== null)
    : [];
}

describe('typing into a shared record', () => {
  it('hands the document writer the attributes it wrote, with the edit', async () => {
    const { entityStore, store, writes } = await sharedSetUp();
    const [, second] = store.treeOf(entityStore.getState(), TEMPLATE);
    const id = second?.clientId ?? '';
    store.run(updateAttributes, { clientId: id, attributes: { content: 'two!' } }, undefined, {
      coalesce: true,
    });
    expect(writes).toHaveLength(1);
    const [first, typed] = blocksOf(writes[0]);
    if (first === undefined || typed === undefined) throw new Error('no blocks written');
    expect(writes[0]?.known?.(typed)).toMatchObject({ content: 'two!', align: 'center' });
    // A block typing did not write is read from its HTML, as before.
    expect(writes[0]?.known?.(first)).toBeUndefined();
  });
});
