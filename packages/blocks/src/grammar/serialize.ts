import type { BlockNode } from './block-node';
import { closingComment, openingComment } from './serialize-attributes';

function innerMarkup(block: BlockNode): string {
  let html = '';
  let next = 0;
  let afterLastSlot = -1;
  for (const part of block.innerContent) {
    if (part !== null) {
      html += part;
      continue;
    }
    const inner = block.innerBlocks[next];
    next += 1;
    if (inner !== undefined) html += serializeBlock(inner);
    afterLastSlot = html.length;
  }
  if (next >= block.innerBlocks.length) return html;
  // Inner blocks added without a slot in innerContent are never dropped: they follow the last
  // slot (or the content), a blank line apart.
  const extra = block.innerBlocks
    .slice(next)
    .map((inner) => serializeBlock(inner))
    .join('\n\n');
  if (block.innerContent.length === 0) return extra;
  const at = afterLastSlot < 0 ? html.length : afterLastSlot;
  return `${html.slice(0, at)}\n\n${extra}${html.slice(at)}`;
}

/**
 * Serialises one block node back to block markup. Delimiters captured by the parser are reused
 * while the node still holds the parsed name and attributes object; otherwise fresh delimiters
 * are written (escaped like the block editor, `core/` left out, void when there is no content).
 */
export function serializeBlock(block: BlockNode): string {
  const content = innerMarkup(block);
  if (block.name === null) return content;
  const raw = block.delimiters;
  const rawIsVoid = raw?.closer === '';
  if (
    raw !== undefined &&
    raw.name === block.name &&
    raw.attributes === block.attributes &&
    (!rawIsVoid || content === '')
  ) {
    return `${raw.opener}${content}${raw.closer ?? ''}`;
  }
  if (content === '') return openingComment(block.name, block.attributes, true);
  return `${openingComment(block.name, block.attributes, false)}${content}${closingComment(block.name)}`;
}

/** Serialises a list of block nodes (the inverse of `parse`). */
export function serialize(blocks: readonly BlockNode[]): string {
  let html = '';
  for (const block of blocks) html += serializeBlock(block);
  return html;
}
