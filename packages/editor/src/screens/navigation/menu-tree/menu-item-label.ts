import { type BlockRegistry, blockAttributes, getActiveVariation } from '@atelier/blocks';
import type { EditorBlock } from '../../../canvas/state/editor-block';
import { htmlToText } from '../../../canvas/state/rich-text-attribute';

/** Spec 2 §9: block titles inside menu previews are cut at 25 characters. */
export const MENU_TITLE_LENGTH = 25;

const ELLIPSIS = '…';

/**
 * A title cut to `max` characters, the last being an ellipsis; shorter titles are returned as
 * they are. Characters are counted as code points, so an emoji is never split in two.
 */
export function truncateLabel(text: string, max = MENU_TITLE_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/** Menu items named by the text of their `label` attribute (rich text: the HTML is stripped). */
const LABELLED = new Set(['core/navigation-link', 'core/navigation-submenu', 'core/home-link']);

function metadataName(block: EditorBlock): string {
  const metadata = block.attributes.metadata;
  if (typeof metadata !== 'object' || metadata === null || !('name' in metadata)) return '';
  return typeof metadata.name === 'string' ? metadata.name.trim() : '';
}

/**
 * The full name of a menu item: the name given to the block, else its label as plain text, else
 * the title of its variation or type ('Page Link', 'Submenu', 'Page List').
 */
export function menuItemLabel(registry: BlockRegistry, block: EditorBlock): string {
  const named = metadataName(block);
  if (named !== '') return named;
  const type = block.name === null ? undefined : registry.get(block.name);
  if (type === undefined) return block.name ?? 'Classic';
  const attributes = blockAttributes(registry, block);
  if (LABELLED.has(type.name)) {
    const label = typeof attributes.label === 'string' ? attributes.label : '';
    const text = htmlToText(label).replace(/\s+/g, ' ').trim();
    if (text !== '') return text;
  }
  return getActiveVariation(type, attributes)?.title ?? type.title;
}
