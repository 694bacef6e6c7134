/**
 * Render-time classes that carry a number (`wp-container-core-columns-is-layout-1`,
 * `wp-elements-2`, `wp-duotone-unset-3`): every render counts from 1, so two previews in one
 * document could give one class two meanings.
 */
const NUMBERED_CLASS =
  /\b(wp-container-[a-z0-9-]+?-is-layout-|wp-elements-|wp-duotone-unset-)(\d+)\b/g;

/**
 * Renames the numbered render-time classes of a preview's HTML (and of the rules in its leading
 * `<style>`) with a scope, so they cannot meet another preview's classes of the same number.
 */
export function scopeNumberedClasses(html: string, scope: string): string {
  return html.replace(NUMBERED_CLASS, (_match, prefix: string, number: string) => {
    return `${prefix}${scope}-${number}`;
  });
}

/**
 * Takes the links and fields of a preview out of the tab order: the preview as a whole is the
 * control (it makes its post the edited one), its content is only shown.
 */
export function withoutTabStops(html: string): string {
  return html.replace(/<(a|button|input|select|textarea)\b/gi, '<$1 tabindex="-1"');
}
