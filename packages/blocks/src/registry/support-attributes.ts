import type { AttributeSchema, BlockSupports } from './block-type';

/**
 * The attributes a block gains from its supports, as in the block editor: `className`,
 * `anchor`, `align`, `style`, colour / font / border preset slugs, `layout`, plus `lock` and
 * `metadata` for every block.
 */
export function supportAttributes(supports: BlockSupports = {}): Record<string, AttributeSchema> {
  const out: Record<string, AttributeSchema> = {
    lock: { type: 'object' },
    metadata: { type: 'object' },
  };
  if (supports.customClassName !== false) out.className = { type: 'string' };
  if (supports.anchor) {
    out.anchor = { type: 'string', source: 'attribute', attribute: 'id', selector: '*' };
  }
  if (supports.align) out.align = { type: 'string' };
  const styled =
    supports.color ??
    supports.typography ??
    supports.spacing ??
    supports.border ??
    supports.dimensions ??
    (supports.shadow ? {} : undefined);
  if (styled !== undefined) out.style = { type: 'object' };
  if (supports.color?.background !== false && supports.color) {
    out.backgroundColor = { type: 'string' };
  }
  if (supports.color?.text !== false && supports.color) out.textColor = { type: 'string' };
  if (supports.color?.gradients) out.gradient = { type: 'string' };
  if (supports.typography?.fontSize) out.fontSize = { type: 'string' };
  if (supports.typography?.fontFamily) out.fontFamily = { type: 'string' };
  if (supports.border?.color) out.borderColor = { type: 'string' };
  if (supports.layout) out.layout = { type: 'object' };
  return out;
}
