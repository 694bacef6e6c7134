import { type BlockAttributes, serializeAttributes } from '@atelier/blocks';

/** Layout types WordPress's editor knows; any other type makes its block editor fail. */
const WORDPRESS_LAYOUT_TYPES = new Set(['default', 'constrained', 'flex', 'grid']);

/**
 * An opening or void block delimiter with attributes, as WordPress's block grammar reads it: the
 * attributes run to the last `}` before the closing `-->` (the serialiser escapes `--` inside).
 */
const DELIMITER_WITH_ATTRIBUTES =
  /<!--\s+wp:((?:[a-z][a-z0-9_-]*\/)?[a-z][a-z0-9_-]*)\s+(\{[\s\S]*?\})\s+(\/)?-->/g;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The block's attributes as WordPress reads them, or null when nothing needs to change. */
function wordpressAttributes(name: string, attributes: BlockAttributes): BlockAttributes | null {
  let changed = false;
  const next: BlockAttributes = { ...attributes };
  if ((name === 'template-part' || name === 'core/template-part') && 'theme' in next) {
    // A part names the theme it belongs to only by living in it: WordPress drops the attribute
    // when it exports, so the part follows the theme into any folder name.
    delete next.theme;
    changed = true;
  }
  const layout = next.layout;
  if (
    isRecord(layout) &&
    typeof layout.type === 'string' &&
    !WORDPRESS_LAYOUT_TYPES.has(layout.type)
  ) {
    // `flow` is what WordPress calls `default`; an unknown type falls back to the same.
    next.layout = { ...layout, type: 'default' };
    changed = true;
  }
  return changed ? next : null;
}

/**
 * Block markup as WordPress lays it out in a theme's files: template-part blocks without a
 * hard-coded `theme` attribute and only the layout types WordPress knows (`flow` becomes
 * `default`). Every other byte is kept as it is.
 */
export function toWordPressMarkup(content: string): string {
  return content.replace(
    DELIMITER_WITH_ATTRIBUTES,
    (whole, name: string, json: string, selfClosing: string | undefined) => {
      let attributes: unknown;
      try {
        attributes = JSON.parse(json);
      } catch {
        return whole;
      }
      if (!isRecord(attributes)) return whole;
      const next = wordpressAttributes(name, attributes as BlockAttributes);
      if (!next) return whole;
      const serialised = Object.keys(next).length > 0 ? ` ${serializeAttributes(next)}` : '';
      return `<!-- wp:${name}${serialised} ${selfClosing ? '/' : ''}-->`;
    },
  );
}
