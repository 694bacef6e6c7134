import type { ClientVersion } from '../db/versioned-writes.js';
import type { RestRequest } from './router.js';

/** The version the client last saw, from its If-Match header or its `modified` argument. */
export function clientVersion(request: RestRequest): ClientVersion {
  const header = request.headers['if-match'];
  const etag =
    typeof header === 'string' && header.trim() !== '' && header.trim() !== '*'
      ? header.trim()
      : undefined;
  const modified =
    typeof request.params.modified === 'string' ? request.params.modified : undefined;
  return { etag, modified };
}
