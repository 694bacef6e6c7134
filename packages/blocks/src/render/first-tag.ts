import { escapeAttribute } from '../html/escape';

const FIRST_TAG = /^(\s*<[a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(\/?>)/;
const CLASS_ATTRIBUTE = /(\sclass=)(?:"([^"]*)"|'([^']*)')/;

/**
 * Adds classes to the first element of rendered HTML (as the block editor's layout support
 * does at render time); HTML that does not start with an element is returned unchanged.
 */
export function addClassesToFirstTag(html: string, classes: readonly string[]): string {
  if (classes.length === 0) return html;
  const match = FIRST_TAG.exec(html);
  if (match === null) return html;
  const [whole, start = '', attributes = '', end = ''] = match;
  const existing = CLASS_ATTRIBUTE.exec(attributes);
  let updated: string;
  if (existing === null) {
    updated = `${attributes} class="${escapeAttribute(classes.join(' '))}"`;
  } else {
    const current = (existing[2] ?? existing[3] ?? '').split(/\s+/).filter(Boolean);
    const merged = [...current, ...classes.filter((name) => !current.includes(name))];
    updated = attributes.replace(CLASS_ATTRIBUTE, `$1"${escapeAttribute(merged.join(' '))}"`);
  }
  return `${start}${updated}${end}${html.slice(whole.length)}`;
}
