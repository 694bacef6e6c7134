import { createRecordUndoManager } from '@atelier/collab';
import type * as Y from 'yjs';

/** Where a stack item keeps the entity-store step it belongs to. */
const STEP = 'atelier-step';
/** Where an item that took back a step made before the first sync keeps that step. */
const EARLIER = 'atelier-earlier-step';

type StackItem = Y.UndoManager['undoStack'][number];

/** Which item a move is for: the item of a store step, or the undo of an earlier step. */
type ItemOf = { step: number } | { earlier: object };

const isItemOf = (item: StackItem | undefined, of: ItemOf): boolean =>
  'step' in of ? item?.meta.get(STEP) === of.step : item?.meta.get(EARLIER) === of.earlier;

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
  /**
   * Takes back `earlier`, a store step made before the record's first sync (which the document
   * took as one write from outside, with no item): the first time by `write`, which writes the
   * change back with `origin` as an item of its own (the person's later items, and their redo,
   * untouched); after a redo, by doing that item again.
   */
  undoEarlier(earlier: object, write: (origin: unknown) => void): void;
  /** Does `earlier` again by undoing its item; false when there is none (nothing moved). */
  redoEarlier(earlier: object): boolean;
  destroy(): void;
}

/**
 * Moves the item of a step on `stack` through `move`, alone: items above the item of a store
 * step are the store's no longer (a step whose changes cancelled out) and are dropped, while an
 * earlier step's item, which waits out of order, leaves them; the items below are hidden while
 * it moves, so an item that changes nothing (a collaborator removed what it held) never makes
 * Yjs move an earlier step's item too.
 */
function moveStep(
  manager: Y.UndoManager,
  which: 'undoStack' | 'redoStack',
  of: ItemOf,
  move: () => void,
): boolean {
  const stack = manager[which];
  let at = stack.length - 1;
  while (at >= 0 && !isItemOf(stack[at], of)) at -= 1;
  if (at < 0) return false;
  const below = stack.slice(0, at);
  const above = 'earlier' in of ? stack.slice(at + 1) : [];
  manager[which] = [stack[at] as StackItem];
  try {
    move();
  } finally {
    manager[which] = [...below, ...manager[which], ...above];
  }
  return true;
}

/** Makes the step-aligned undo of the changes `origin` writes into `doc`. */
export function createStepUndo(doc: Y.Doc, origin: unknown): StepUndo {
  // Items are cut at store steps only (`capture`), never by time.
  const manager = createRecordUndoManager(doc, origin, Number.POSITIVE_INFINITY);
  let capturing: number | null = null;
  let moving: number | null = null;
  let earlierMoving: object | null = null;
  manager.on('stack-item-added', (event: { stackItem: StackItem }) => {
    if (earlierMoving !== null) event.stackItem.meta.set(EARLIER, earlierMoving);
    else event.stackItem.meta.set(STEP, moving ?? capturing);
  });
  const moveEarlier = (earlier: object, move: () => boolean): boolean => {
    earlierMoving = earlier;
    try {
      return move();
    } finally {
      earlierMoving = null;
      capturing = null;
    }
  };
  return {
    capture(step) {
      if (step === capturing) return;
      manager.stopCapturing();
      capturing = step;
    },
    undo(step) {
      moving = step;
      moveStep(manager, 'undoStack', { step }, () => manager.undo());
      moving = null;
      capturing = null;
    },
    redo(step) {
      moving = step;
      moveStep(manager, 'redoStack', { step }, () => manager.redo());
      moving = null;
      capturing = null;
    },
    undoEarlier(earlier, write) {
      moveEarlier(earlier, () => {
        if (moveStep(manager, 'redoStack', { earlier }, () => manager.redo())) return true;
        // A new item clears the redo stack: the later steps' items wait aside meanwhile.
        const redo = manager.redoStack;
        manager.redoStack = [];
        manager.stopCapturing();
        try {
          write(origin);
        } finally {
          manager.stopCapturing();
          manager.redoStack = redo;
        }
        return true;
      });
    },
    redoEarlier(earlier) {
      return moveEarlier(earlier, () => {
        if (!moveStep(manager, 'undoStack', { earlier }, () => manager.undo())) return false;
        // Its item waits at the bottom of the redo stack: redoing a later step drops the items
        // above that step's, and this one is wanted again when the earlier step is undone.
        const top = manager.redoStack.at(-1);
        if (top !== undefined && isItemOf(top, { earlier })) {
          manager.redoStack = [top, ...manager.redoStack.slice(0, -1)];
        }
        return true;
      });
    },
    destroy() {
      manager.destroy();
    },
  };
}
