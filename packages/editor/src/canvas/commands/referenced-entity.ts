import type { RecordRef } from '../../data/entities/store-state';
import type { EditorBlock } from '../state/editor-block';
import { shownIn } from '../state/record-instances';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The entity a block shows in place, as this block shows it: a template part (`{theme}//{slug}`,
 * the given theme by default), a synced pattern (`wp_block` by `ref`) or a menu (`wp_navigation`
 * by `ref`). The same record in two blocks has blocks with client ids of their own in each, so
 * selecting one never selects the other; null for other blocks.
 */
export function referencedEntity(block: EditorBlock, activeTheme: string): RecordRef | null {
  if (block.name === 'core/template-part') {
    const slug = text(block.attributes.slug);
    if (slug === undefined) return null;
    const theme = text(block.attributes.theme) ?? activeTheme;
    const part = { kind: 'postType', name: 'wp_template_part', id: `${theme}//${slug}` };
    return shownIn(part, block.clientId);
  }
  if (block.name === 'core/block' && typeof block.attributes.ref === 'number') {
    const pattern = { kind: 'postType', name: 'wp_block', id: String(block.attributes.ref) };
    return shownIn(pattern, block.clientId);
  }
  if (block.name === 'core/navigation' && typeof block.attributes.ref === 'number') {
    const menu = { kind: 'postType', name: 'wp_navigation', id: String(block.attributes.ref) };
    return shownIn(menu, block.clientId);
  }
  return null;
}
