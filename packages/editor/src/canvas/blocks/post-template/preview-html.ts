/**
 * Takes the links and fields of a preview out of the tab order: the preview as a whole is the
 * control (it makes its post the edited one), its content is only shown.
 */
export function withoutTabStops(html: string): string {
  return html.replace(/<(a|button|input|select|textarea)\b/gi, '<$1 tabindex="-1"');
}
