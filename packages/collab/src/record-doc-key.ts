/** The kinds of record a document can hold: the post type of each editable record. */
export const RECORD_DOC_KINDS = [
  'wp_template',
  'wp_template_part',
  'page',
  'wp_block',
  'wp_navigation',
  'wp_global_styles',
] as const;

export type RecordDocKind = (typeof RECORD_DOC_KINDS)[number];

/** A record document's identity: its kind and the record's REST id. */
export interface RecordDocKey {
  kind: RecordDocKind;
  id: string;
}

function isKind(value: string): value is RecordDocKind {
  return (RECORD_DOC_KINDS as readonly string[]).includes(value);
}

/** The document key `<kind>:<id>`, e.g. `wp_template:twentytwentyfive//index` or `page:12`. */
export function recordDocKey(kind: RecordDocKind, id: string | number): string {
  return `${kind}:${id}`;
}

/** The kind and id of a document key, or null when it names no editable record kind. */
export function parseRecordDocKey(key: string): RecordDocKey | null {
  const colon = key.indexOf(':');
  if (colon <= 0 || colon === key.length - 1) return null;
  const kind = key.slice(0, colon);
  return isKind(kind) ? { kind, id: key.slice(colon + 1) } : null;
}
