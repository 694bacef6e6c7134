/**
 * Whether a block's saved HTML may hold a slash query: some '/' that is not the one of a closing
 * tag (or an escaped '/'). A cheap test before reading the block's attributes, so typing in a
 * paragraph does not parse its HTML again just to learn that no query was typed.
 */
export function mayHoldSlashQuery(innerHTML: string): boolean {
  return /(?:^|[^<])\/|&#0*47;|&#x0*2f;|&sol;/i.test(innerHTML);
}
