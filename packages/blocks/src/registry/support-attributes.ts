import type { AttributeSchema, BlockSupports } from './block-type';

/**
 * The attributes a block gains from its supports, as in the block editor, in the order the block
 * editor writes them into the block comment (after the block's own attributes): `lock`,
 * `metadata`, `align`, `anchor` (sourced from the `id`, never in the comment), `style`,
 * `borderColor`, `backgroundColor`, `textColor`, `gradient`, `fontSize`, `fontFamily`,
 * `className`, `layout`.
 */
export function supportAttributes(supports: BlockSupports = {}): Record<string, AttributeSchema> {
  const out: Record<string, AttributeSchema> = {
    lock: { type: 'object' },
    metadata: { type: 'object' },
  };
  if (supports.align) out.align = { type: 'string' };
  if (supports.anchor) {
    out.anchor = { type: 'string', source: 'attribute', attribute: 'id', selector: '*' };
  }
  const styled =
    supports.color ??
    supports.typography ??
    supports.spacing ??
    supports.border ??
    supports.dimensions ??
    (supports.shadow ? {} : undefined);
  if (styled !== undefined) out.style = { type: 'object' };
  if (supports.border?.color) out.borderColor = { type: 'string' };
  if (supports.color && supports.color.background !== false) {
    out.backgroundColor = { type: 'string' };
  }
  if (supports.color && supports.color.text !== false) out.textColor = { type: 'string' };
  if (supports.color?.gradients) out.gradient = { type: 'string' };
  if (supports.typography?.fontSize) out.fontSize = { type: 'string' };
  if (supports.typography?.fontFamily) out.fontFamily = { type: 'string' };
  if (supports.customClassName !== false) out.className = { type: 'string' };
  if (supports.layout) out.layout = { type: 'object' };
  return out;
}
