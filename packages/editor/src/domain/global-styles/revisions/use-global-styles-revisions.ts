import { useEffect, useState } from 'react';
import { useApiClient } from '../../../data/ApiClientContext';
import { errorMessage } from '../../../data/error-message';
import { REVISIONS_PER_PAGE, type RestGlobalStylesRevision } from './revision-entries';

/** One page of the user's saved style revisions as the server answered it. */
export interface GlobalStylesRevisionsPage {
  /** Newest first; empty while reading. */
  revisions: readonly RestGlobalStylesRevision[];
  /** `X-WP-Total`: every saved revision (null until read). */
  total: number | null;
  isLoading: boolean;
  error: string | null;
}

/** The REST path of one page of the record's revisions, with their authors. */
export function revisionsPagePath(id: string, page: number): string {
  return `/wp/v2/global-styles/${id}/revisions?per_page=${REVISIONS_PER_PAGE}&page=${page}&_embed=author`;
}

function asRevisions(body: unknown): RestGlobalStylesRevision[] {
  // The server's revisions route answers an array of revisions (`presentRevision`).
  return Array.isArray(body) ? (body as RestGlobalStylesRevision[]) : [];
}

interface Answer {
  key: string;
  revisions: RestGlobalStylesRevision[];
  total: number | null;
  error: string | null;
}

/**
 * Reads one page of the user's global styles revisions (the entity store keeps records, not
 * revisions). `version` is the record's version-history count: a save makes a new revision, so
 * the page is read again.
 */
export function useGlobalStylesRevisions(
  id: string | null,
  page: number,
  version: number,
): GlobalStylesRevisionsPage {
  const client = useApiClient();
  const key = id === null ? null : `${revisionsPagePath(id, page)}#${version}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (id === null || key === null) return;
    let current = true;
    client
      .request<unknown>({ method: 'GET', path: revisionsPagePath(id, page) })
      .then((response) => {
        const total = Number(response.header('x-wp-total'));
        const revisions = asRevisions(response.body);
        if (current) {
          setAnswer({
            key,
            revisions,
            total:
              Number.isFinite(total) && response.header('x-wp-total') !== null
                ? total
                : revisions.length,
            error: null,
          });
        }
      })
      .catch((error: unknown) => {
        if (current) {
          setAnswer({
            key,
            revisions: [],
            total: null,
            error: errorMessage(error, 'The revisions could not be loaded.'),
          });
        }
      });
    return () => {
      current = false;
    };
  }, [client, id, page, key]);

  const fresh = answer !== null && answer.key === key ? answer : null;
  return {
    revisions: fresh?.revisions ?? [],
    total: fresh?.total ?? null,
    isLoading: key !== null && fresh === null,
    error: fresh?.error ?? null,
  };
}
