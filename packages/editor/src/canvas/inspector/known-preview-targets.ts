import { getRecord } from '../../data/entities/selectors';
import { type EntityRecord, refOfKey, type StoreState } from '../../data/entities/store-state';
import { previewTargetsOf } from '../../domain/templates/preview-targets';
import type { PreviewTargets } from '../../domain/templates/template-preview-url';

const SITE = { kind: 'root', name: 'site', id: '' };

function publishedRecords(state: StoreState, postType: string): EntityRecord[] {
  return Object.entries(state.records).flatMap(([key, entry]) => {
    const ref = refOfKey(key);
    const published =
      ref.kind === 'postType' && ref.name === postType && entry.record.status === 'publish';
    return published ? [entry.record] : [];
  });
}

/**
 * Where 'View' sends a template, from what the store already knows (the canvas reads the site
 * settings and published pages and posts for its previews): no read of its own, so opening the
 * editor makes no REST call for it.
 */
export function knownPreviewTargets(state: StoreState, authorSlug: string): PreviewTargets {
  return previewTargetsOf({
    site: getRecord(state, SITE),
    pages: publishedRecords(state, 'page'),
    posts: publishedRecords(state, 'post'),
    authorSlug,
  });
}
