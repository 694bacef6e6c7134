import { parseRecordDocKey } from '../record-doc-key';

/** Where documents are joined, under the site's origin. */
export const COLLAB_ENDPOINT = '/wp-json/atelier/v1/collab';

/**
 * The HTTP address of a document's endpoint: the doc key with its colon as a slash
 * (`page:12` → `…/collab/page/12`, `wp_template:theme//index` → `…/collab/wp_template/theme//index`),
 * each path segment escaped. Throws on a key that names no record kind.
 */
export function collabHttpUrl(baseUrl: string, docKey: string): string {
  const key = parseRecordDocKey(docKey);
  if (!key) throw new Error(`Not a record document key: ${docKey}`);
  const id = key.id.split('/').map(encodeURIComponent).join('/');
  return `${baseUrl.replace(/\/+$/, '')}${COLLAB_ENDPOINT}/${key.kind}/${id}`;
}

/** The WebSocket address of a document (`ws:` or `wss:`), the nonce as `_wpnonce`. */
export function collabSocketUrl(baseUrl: string, docKey: string, nonce: string): string {
  const http = collabHttpUrl(baseUrl, docKey).replace(/^http/i, 'ws');
  return `${http}?_wpnonce=${encodeURIComponent(nonce)}`;
}
