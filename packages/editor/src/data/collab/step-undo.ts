import { createRecordUndoManager } from '@atelier/collab';
import type * as Y from 'yjs';

/** Where a stack item keeps the entity-store step it belongs to. */
const STEP = 'atelier-step';

type StackItem = Y.UndoManager['undoStack'][number];

const stepOf = (item: StackItem | undefined): unknown => item?.meta.get(STEP);

/**
 * One person's undo over a record document, step for step with the entity store's history: the
 * changes written for one store step (`capture(step)` before writing them) form one stack item,
 * however long the typing lasts, and `undo(step)` / `redo(step)` take back or do again exactly
 * that item — never an item of another step, and never someone else's change.
 */
export interface StepUndo {
  /** The next tracked change belongs to `step` (a new step ends the item being captured). */
  capture(step: number): void;
  undo(step: number): void;
  redo(step: number): void;
  destroy(): void;
}

/**
 * Moves the item of `step` on `stack` through `move`, alone: items above it that the store no
 * longer names (a step whose changes cancelled out) are dropped, and the items below are hidden
 * while it moves, so an item that changes nothing (a collaborator removed what it held) never
 * makes Yjs move an earlier step's item too.
 */
function moveStep(
  manager: Y.UndoManager,
  which: 'undoStack' | 'redoStack',
  step: number,
  move: () => void,
): void {
  const stack = manager[which];
  let at = stack.length - 1;
  while (at >= 0 && stepOf(stack[at]) !== step) at -= 1;
  if (at < 0) return;
  const below = stack.slice(0, at);
  manager[which] = [stack[at] as StackItem];
  try {
    move();
  } finally {
    manager[which] = [...below, ...manager[which]];
  }
}

/** Makes the step-aligned undo of the changes `origin` writes into `doc`. */
export function createStepUndo(doc: Y.Doc, origin: unknown): StepUndo {
  // Items are cut at store steps only (`capture`), never by time.
  const manager = createRecordUndoManager(doc, origin, Number.POSITIVE_INFINITY);
  let capturing: number | null = null;
  let moving: number | null = null;
  manager.on('stack-item-added', (event: { stackItem: StackItem }) => {
    event.stackItem.meta.set(STEP, moving ?? capturing);
  });
  return {
    capture(step) {
      if (step === capturing) return;
      manager.stopCapturing();
      capturing = step;
    },
    undo(step) {
      moving = step;
      moveStep(manager, 'undoStack', step, () => manager.undo());
      moving = null;
      capturing = null;
    },
    redo(step) {
      moving = step;
      moveStep(manager, 'redoStack', step, () => manager.redo());
      moving = null;
      capturing = null;
    },
    destroy() {
      manager.destroy();
    },
  };
}
