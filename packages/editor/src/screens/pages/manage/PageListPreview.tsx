import { useMemo } from 'react';
import { LazyCanvas } from '../../../canvas/LazyCanvas';
import type { RecordRef } from '../../../data/entities/store-state';

/**
 * The list layout's preview (spec 2 §2): the selected page (the location's `postId`) drawn by the
 * editor canvas in view mode, beside the list. It scrolls like the page; a click, Enter or Space
 * on it opens the page in the editor (`canvas=edit` on this location, so going back returns
 * here with the row still selected).
 */
export function PageListPreview({ pageId }: { pageId: string | undefined }) {
  const record = useMemo(
    (): RecordRef | null =>
      pageId === undefined ? null : { kind: 'postType', name: 'page', id: pageId },
    [pageId],
  );
  return (
    <section className="atelier-manage-pages__preview" aria-label="Page preview">
      {record === null ? (
        <p className="atelier-manage-pages__preview-empty">Select a page to preview it.</p>
      ) : (
        <LazyCanvas key={record.id} record={record} mode="view" />
      )}
    </section>
  );
}
