import type { Alignment } from '@atelier/blocks';
import type { RecordRef } from '../../data/entities/store-state';
import type { EditorBlock } from '../state/editor-block';
import type { TextAlignment } from './text-alignment';

/**
 * What the block toolbar's buttons show for a selection. Two paragraphs in the middle of a page
 * give the same facts, so selecting one after the other leaves the buttons as they are: only the
 * toolbar's position changes. The buttons act on the selection of the moment they are pressed.
 */
export interface ToolbarFacts {
  /** The block type's title, or '{n} blocks'. */
  title: string;
  /** Zoom-out: the reduced, vertical toolbar (no type switcher, alignments or formats). */
  reduced: boolean;
  /** The types the selection can become. */
  transforms: readonly string[];
  /** The block alignments its type supports (none for several blocks). */
  alignments: readonly Alignment[];
  /** The block's `align`, when it is one of the alignments. */
  align: Alignment | undefined;
  /** The attribute holding the text alignment, or null without one. */
  textAlign: string | null;
  /** Its value when it is left, center or right. */
  textAlignValue: TextAlignment | undefined;
  /** One block with rich text: the format buttons. */
  formats: boolean;
  /** One block with the duotone support: the block and its entity for the duotone menu. */
  duotone: { block: EditorBlock; owner: RecordRef } | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The Options menu's commands available now, in menu order. */
  menu: readonly string[];
  canRemove: boolean;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((value, index) => value === b[index]));
}

function sameDuotone(a: ToolbarFacts['duotone'], b: ToolbarFacts['duotone']): boolean {
  return a === b || (a !== null && b !== null && a.block === b.block && a.owner === b.owner);
}

/** Whether two selections show the same toolbar buttons (lists compared item by item). */
export function sameToolbarFacts(a: ToolbarFacts, b: ToolbarFacts): boolean {
  return (
    a.title === b.title &&
    a.reduced === b.reduced &&
    sameList(a.transforms, b.transforms) &&
    sameList(a.alignments, b.alignments) &&
    a.align === b.align &&
    a.textAlign === b.textAlign &&
    a.textAlignValue === b.textAlignValue &&
    a.formats === b.formats &&
    sameDuotone(a.duotone, b.duotone) &&
    a.canMoveUp === b.canMoveUp &&
    a.canMoveDown === b.canMoveDown &&
    sameList(a.menu, b.menu) &&
    a.canRemove === b.canRemove
  );
}
