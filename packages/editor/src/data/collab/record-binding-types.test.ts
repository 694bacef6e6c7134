import { type BlockTypeGroup, coreBlocks, createLoadingRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { bindRecord } from './record-binding';
import { KIND, PAGE, session, storeWithPage, texts, tree } from './testing/bound-tabs';

/** The editor's kind of registry: the paragraph's chunk arrives when the test says. */
function paragraphOnDemand() {
  let arrive = () => {};
  const asked: string[][] = [];
  const group: BlockTypeGroup = {
    names: ['core/paragraph'],
    load: () => {
      asked.push(['core/paragraph']);
      return new Promise((done) => {
        arrive = () => done(coreBlocks.filter((type) => type.name === 'core/paragraph'));
      });
    },
  };
  return { registry: createLoadingRegistry([group]), asked, arrive: () => arrive() };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('a record bound with an on-demand registry', () => {
  it('is read from its document once the types the document names are registered', async () => {
    const linked = session();
    const store = await storeWithPage();
    const parsed = tree(store);
    const { registry, asked, arrive } = paragraphOnDemand();
    if (KIND === null) throw new Error('pages are shared');
    const connection = linked.connect();
    bindRecord({ entityStore: store, ref: PAGE, kind: KIND, connection, registry });
    await connection.whenSynced();
    await settle();

    // Synced, but the paragraph's type is still loading: the store keeps its own tree.
    expect(asked).toEqual([['core/paragraph']]);
    expect(tree(store)).toBe(parsed);

    arrive();
    await settle();
    expect(registry.has('core/paragraph')).toBe(true);
    expect(tree(store)).not.toBe(parsed);
    expect(texts(tree(store))).toEqual(['First', 'Second', 'Third']);
  });
});
