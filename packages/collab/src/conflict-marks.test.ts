import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import {
  blocksChangedBy,
  CONFLICT_ORIGIN,
  clearConflicts,
  clearConflictsOnLocalEdit,
  conflictMarks,
  markConflict,
} from './conflict-marks';
import { fullCoreRegistry } from './core-registry';
import { mergeRestWrite } from './merge-rest-write';
import { recordContent } from './read-record-doc';
import { paragraph } from './testing/markup';
import { exchange, seededReplicas } from './testing/replicas';
import { contentOf, edit, idOf, replaceInTree, withAttributes } from './testing/tree-edits';

const STORED = [paragraph('Hello world'), paragraph('Second paragraph')].join('\n\n');

function typeInto(doc: Parameters<typeof edit>[0], id: string, text: string): void {
  edit(doc, 'client', (blocks) =>
    replaceInTree(blocks, id, (block) => withAttributes(block, { content: text })),
  );
}

const restWrite = (...texts: string[]) => parse(texts.map(paragraph).join('\n\n'));

describe('conflict marks of a REST write into a live document', () => {
  it('marks the block and attribute where the incoming change overlapped a live change', () => {
    const replicas = seededReplicas(STORED);
    const { a: server, b: client } = replicas;
    const hello = idOf(client, 'Hello world');
    typeInto(client, hello, 'Hello moon');
    exchange(replicas);
    mergeRestWrite(
      server,
      { blocks: restWrite('Hello planet', 'Second paragraph') },
      'rest',
      fullCoreRegistry(),
      () => 1_700_000_000_000,
    );
    exchange(replicas);
    expect(contentOf(client, hello)).toBe('Hello moonplanet');
    for (const doc of [server, client]) {
      expect([...conflictMarks(doc)]).toEqual([
        [hello, { attribute: 'content', at: 1_700_000_000_000 }],
      ]);
    }
  });

  it('marks nothing when the incoming change and the live change touch different places', () => {
    const replicas = seededReplicas(STORED);
    const { a: server, b: client } = replicas;
    const hello = idOf(client, 'Hello world');
    typeInto(client, hello, 'Hello world!');
    exchange(replicas);
    mergeRestWrite(
      server,
      { blocks: restWrite('Hi world', 'Second paragraph') },
      'rest',
      fullCoreRegistry(),
    );
    exchange(replicas);
    expect(contentOf(client, hello)).toBe('Hi world!');
    expect(conflictMarks(client).size).toBe(0);
  });

  it('marks nothing when only the REST write changed the text', () => {
    const replicas = seededReplicas(STORED);
    mergeRestWrite(
      replicas.a,
      { blocks: restWrite('Hello planet', 'Second paragraph') },
      'rest',
      fullCoreRegistry(),
    );
    exchange(replicas);
    expect(recordContent(replicas.b, fullCoreRegistry())).toBe(
      [paragraph('Hello planet'), paragraph('Second paragraph')].join('\n\n'),
    );
    expect(conflictMarks(replicas.b).size).toBe(0);
  });
});

describe('clearing conflict marks', () => {
  it('a dismissal on one replica removes the mark for everyone', () => {
    const replicas = seededReplicas(STORED);
    const hello = idOf(replicas.a, 'Hello world');
    replicas.a.transact(() => markConflict(replicas.a, hello, 'content', 5), 'rest');
    exchange(replicas);
    expect(conflictMarks(replicas.b).has(hello)).toBe(true);
    clearConflicts(replicas.b, [hello]);
    exchange(replicas);
    expect(conflictMarks(replicas.a).size).toBe(0);
  });

  it('an edit made here in the marked block removes its mark; an edit received from elsewhere does not', () => {
    const replicas = seededReplicas(STORED);
    const { a, b } = replicas;
    const hello = idOf(a, 'Hello world');
    const second = idOf(a, 'Second paragraph');
    a.transact(() => {
      markConflict(a, hello, 'content', 5);
      markConflict(a, second, 'content', 6);
    }, 'rest');
    exchange(replicas);
    const stop = clearConflictsOnLocalEdit(b);
    typeInto(a, hello, 'Hello world, from a');
    exchange(replicas);
    expect([...conflictMarks(b).keys()].sort()).toEqual([hello, second].sort());
    typeInto(b, second, 'Second paragraph, checked');
    expect([...conflictMarks(b).keys()]).toEqual([hello]);
    exchange(replicas);
    expect([...conflictMarks(a).keys()]).toEqual([hello]);
    stop();
    typeInto(b, hello, 'Hello world, from b');
    expect([...conflictMarks(b).keys()]).toEqual([hello]);
  });

  it('names the blocks a transaction changed, through their attributes and rich text', () => {
    const replicas = seededReplicas(STORED);
    const { a } = replicas;
    const hello = idOf(a, 'Hello world');
    const seen: string[][] = [];
    a.on('afterTransaction', (transaction) => {
      if (transaction.origin !== CONFLICT_ORIGIN) seen.push([...blocksChangedBy(transaction, a)]);
    });
    typeInto(a, hello, 'Hello world again');
    expect(seen).toEqual([[hello]]);
  });

  it('leaves out marks of blocks that are gone', () => {
    const replicas = seededReplicas(STORED);
    const { a } = replicas;
    a.transact(() => markConflict(a, 'no-such-block', 'content', 1));
    expect(conflictMarks(a).size).toBe(0);
  });
});
