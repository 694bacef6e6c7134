/** A REST query as the editor writes it: `{ context: 'edit', per_page: -1 }`. */
export type RestQuery = Readonly<Record<string, string | number | boolean>>;

/** The query's pairs as strings, sorted by name, so one query always gives one path. */
export function queryPairs(query: RestQuery): [string, string][] {
  return Object.entries(query)
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Form encoding, byte for byte as `URLSearchParams` writes it (this package has no DOM or Node
 * globals): only letters, digits and `*-._` stay, a space becomes `+`.
 */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** A REST path with its query (sorted, form-encoded), e.g. `/wp/v2/templates?context=edit`. */
export function withQuery(path: string, query: RestQuery): string {
  const text = queryPairs(query)
    .map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`)
    .join('&');
  return text === '' ? path : `${path}?${text}`;
}
