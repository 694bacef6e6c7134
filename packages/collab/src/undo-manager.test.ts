import { describe, expect, it } from 'vitest';
import { fullCoreRegistry } from './core-registry';
import { readRecordDoc, recordContent } from './read-record-doc';
import { paragraph } from './testing/markup';
import { exchange, seededReplicas } from './testing/replicas';
import {
  contentOf,
  edit,
  idOf,
  removeFromTree,
  replaceInTree,
  withAttributes,
} from './testing/tree-edits';
import { createRecordUndoManager } from './undo-manager';

const PAGE = [paragraph('First'), paragraph('Second'), paragraph('Third')].join('\n\n');

function typeInto(doc: Parameters<typeof edit>[0], origin: string, id: string, text: string) {
  edit(doc, origin, (blocks) =>
    replaceInTree(blocks, id, (block) => withAttributes(block, { content: text })),
  );
}

describe('undo per user', () => {
  it('takes back only the user’s own edit, in a paragraph the other also typed in', () => {
    const replicas = seededReplicas(PAGE);
    const undoA = createRecordUndoManager(replicas.a, 'a');
    const undoB = createRecordUndoManager(replicas.b, 'b');
    const first = idOf(replicas.a, 'First');
    const second = idOf(replicas.a, 'Second');
    typeInto(replicas.a, 'a', first, 'First, by A');
    typeInto(replicas.b, 'b', second, 'Second, by B');
    exchange(replicas);
    typeInto(replicas.b, 'b', first, 'First, by A and B');
    exchange(replicas);
    expect(undoB.canUndo()).toBe(true);
    undoA.undo();
    exchange(replicas);
    for (const doc of [replicas.a, replicas.b]) {
      expect(contentOf(doc, first)).toBe('First and B');
      expect(contentOf(doc, second)).toBe('Second, by B');
    }
    expect(recordContent(replicas.a, fullCoreRegistry())).toBe(
      recordContent(replicas.b, fullCoreRegistry()),
    );
    expect(undoA.canUndo()).toBe(false);
  });

  it('puts back a block the user removed, and redoes the removal', () => {
    const replicas = seededReplicas(PAGE);
    const undoA = createRecordUndoManager(replicas.a, 'a');
    const third = idOf(replicas.a, 'Third');
    edit(replicas.a, 'a', (blocks) => removeFromTree(blocks, third));
    typeInto(replicas.b, 'b', idOf(replicas.b, 'First'), 'First, by B');
    exchange(replicas);
    expect(recordContent(replicas.b, fullCoreRegistry())).not.toContain('Third');
    undoA.undo();
    exchange(replicas);
    expect(idOf(replicas.b, 'Third')).toBe(third);
    expect(recordContent(replicas.b, fullCoreRegistry())).toContain('<p>First, by B</p>');
    undoA.redo();
    exchange(replicas);
    expect(
      readRecordDoc(replicas.b, fullCoreRegistry()).blocks.some(
        (block) => block.clientId === third,
      ),
    ).toBe(false);
  });

  it('groups typing within the capture timeout into one step', () => {
    const replicas = seededReplicas(PAGE);
    const undoA = createRecordUndoManager(replicas.a, 'a', 60_000);
    const first = idOf(replicas.a, 'First');
    typeInto(replicas.a, 'a', first, 'First.');
    typeInto(replicas.a, 'a', first, 'First..');
    undoA.undo();
    expect(contentOf(replicas.a, first)).toBe('First');
  });
});
