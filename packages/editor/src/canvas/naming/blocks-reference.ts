import { type BlockNode, serialize } from '@atelier/blocks';

/** A synced pattern in place: `core/block` with the pattern's id as its `ref`. */
export function patternReferenceMarkup(id: number): string {
  return `<!-- wp:block ${JSON.stringify({ ref: id })} /-->`;
}

/**
 * A template part in place from its id (`theme//slug`): `core/template-part` with its slug and
 * theme, as WordPress inserts a part made from blocks; null for an id that is not one.
 */
export function partReferenceMarkup(id: string): string | null {
  const [theme = '', slug = '', ...rest] = id.split('//');
  if (theme === '' || slug === '' || rest.length > 0) return null;
  return `<!-- wp:template-part ${JSON.stringify({ slug, theme })} /-->`;
}

/** The markup of the selected blocks, in the order they were selected; missing ones left out. */
export function selectedMarkup(
  clientIds: readonly string[],
  find: (clientId: string) => BlockNode | undefined,
): string {
  return serialize(
    clientIds.flatMap((clientId) => {
      const block = find(clientId);
      return block === undefined ? [] : [block];
    }),
  );
}
