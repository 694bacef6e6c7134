/** Drag data: client ids of blocks being moved (JSON array). */
export const BLOCKS_MIME = 'application/x-atelier-blocks';
/** Drag data: a block type to insert (from the inserter). */
export const BLOCK_TYPE_MIME = 'application/x-atelier-block-type';
/** Drag data: block markup to insert (a pattern from the inserter). */
export const MARKUP_MIME = 'application/x-atelier-markup';

/** Where a drop lands relative to a block: before it or after it. */
export function dropSide(rect: { top: number; height: number }, y: number): 'before' | 'after' {
  return y < rect.top + rect.height / 2 ? 'before' : 'after';
}
