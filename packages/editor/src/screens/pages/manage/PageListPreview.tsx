import { useMemo } from 'react';
import { Link } from '../../../app/Link';
import { LazyCanvas } from '../../../canvas/LazyCanvas';
import type { RecordRef } from '../../../data/entities/store-state';
import { type PageItem, pageTitle } from '../../../domain/pages/page-item';
import { pageEditorLocation } from '../../../domain/pages/use-page-action-deps';

/**
 * The list layout's preview (spec 2 §2): the selected page drawn by the editor canvas in view
 * mode. The canvas is covered by a link into the editor, as a click on a preview opens it.
 */
export function PageListPreview({ page }: { page: PageItem | undefined }) {
  const record = useMemo(
    (): RecordRef | null =>
      page === undefined ? null : { kind: 'postType', name: 'page', id: String(page.id) },
    [page],
  );
  return (
    <section className="atelier-manage-pages__preview" aria-label="Page preview">
      {page === undefined || record === null ? (
        <p className="atelier-manage-pages__preview-empty">Select a page to preview it.</p>
      ) : (
        <>
          <LazyCanvas key={record.id} record={record} mode="view" />
          <Link
            to={pageEditorLocation(page)}
            className="atelier-manage-pages__preview-open"
            aria-label={`Edit "${pageTitle(page)}"`}
          />
        </>
      )}
    </section>
  );
}
