import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { useEditPageTemplate } from '../page-template/use-template-navigation';
import { DocumentActions, hasTemplateActions } from './DocumentActions';
import { PageSummary } from './page-summary/PageSummary';
import { TemplateAreasPanel } from './TemplateAreasPanel';

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    if ('raw' in value && typeof value.raw === 'string') return value.raw;
    if ('rendered' in value && typeof value.rendered === 'string') return value.rendered;
  }
  return '';
}

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** A page's summary, whose Template row offers 'Edit template' when the page has a template. */
function PageSummaryWithTemplate({ record }: { record: RecordRef }) {
  const editTemplate = useEditPageTemplate(record);
  return <PageSummary record={record} onEditTemplate={editTemplate ?? undefined} />;
}

/**
 * The document tab (named by the post type label): title with the template actions (⋮),
 * description, the template parts it uses (each selectable in the canvas) and when it was last
 * modified.
 */
export function DocumentInspector({ record: ref }: { record: RecordRef }) {
  const { editedRecord } = useEntityRecord(ref.kind, ref.name, ref.id);
  if (editedRecord === undefined) return <p className="atelier-inspector__empty">Loading…</p>;
  const modified = text(editedRecord.modified);
  const description = text(editedRecord.description);
  return (
    <div className="atelier-inspector__document">
      <div className="atelier-inspector__document-heading">
        <h2>{text(editedRecord.title) || text(editedRecord.slug)}</h2>
        {hasTemplateActions(ref) && <DocumentActions record={ref} />}
      </div>
      {description !== '' && <p>{description}</p>}
      {ref.name === 'page' ? (
        <PageSummaryWithTemplate record={ref} />
      ) : (
        <PageSummary record={ref} />
      )}
      {ref.name === 'wp_template' && <TemplateAreasPanel record={ref} />}
      {modified !== '' && (
        <p className="atelier-inspector__help">Last modified: {formatDate(modified)}</p>
      )}
    </div>
  );
}
