/**
 * What the canvas says in place of a block this site has no type for (WordPress's missing block
 * notice). The block stays as it was saved: it serialises unchanged and the public site prints
 * its saved HTML.
 */
export function missingBlockMessage(name: string): string {
  return `Your site doesn’t include support for the "${name}" block. You can leave it as-is or remove it.`;
}
