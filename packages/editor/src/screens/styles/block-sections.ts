/**
 * The Blocks screens' sections (spec 3 §2): `/blocks`, `/blocks/{blockName}` and
 * `/blocks/{blockName}/variations/{styleName}`, the block name URL-encoded (`core%2Fbutton`).
 */
export type BlocksScreen = { kind: 'blocks' } | { kind: 'block'; name: string; variation?: string };

function decode(part: string): string | undefined {
  try {
    const decoded = decodeURIComponent(part);
    return decoded === '' ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** The Blocks screen a normalised path (`/blocks/…`) names, or undefined. */
export function parseBlocksSection(path: string): BlocksScreen | undefined {
  const [first, encoded, sub, style, ...rest] = path.slice(1).split('/');
  if (first !== 'blocks' || rest.length > 0) return undefined;
  if (encoded === undefined) return { kind: 'blocks' };
  const name = decode(encoded);
  if (name === undefined) return undefined;
  if (sub === undefined) return { kind: 'block', name };
  const variation = style === undefined ? undefined : decode(style);
  if (sub !== 'variations' || variation === undefined) return undefined;
  return { kind: 'block', name, variation };
}

/** The section of a Blocks screen. */
export function blocksSectionOf(screen: BlocksScreen): string {
  if (screen.kind === 'blocks') return '/blocks';
  const block = `/blocks/${encodeURIComponent(screen.name)}`;
  return screen.variation === undefined
    ? block
    : `${block}/variations/${encodeURIComponent(screen.variation)}`;
}

/** Where Back leads from a Blocks screen: variation → its block → the list → undefined (root). */
export function blocksParent(screen: BlocksScreen): BlocksScreen | undefined {
  if (screen.kind === 'blocks') return undefined;
  if (screen.variation !== undefined) return { kind: 'block', name: screen.name };
  return { kind: 'blocks' };
}
