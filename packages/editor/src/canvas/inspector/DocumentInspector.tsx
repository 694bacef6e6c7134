import { useDeferredValue, useMemo } from 'react';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { useCanRevert, useRevertTemplate } from '../chrome/use-revert-template';
import { useBlocks } from '../state/block-editor-hooks';
import { PageSummary } from './page-summary/PageSummary';
import { templateAreas } from './template-areas';

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

/**
 * The document tab (named by the post type label): title, description, the template parts it
 * uses, when it was last modified, and 'Clear customizations' for a customised theme template.
 */
export function DocumentInspector({ record: ref }: { record: RecordRef }) {
  const { editedRecord } = useEntityRecord(ref.kind, ref.name, ref.id);
  // Typing in the template changes its tree; the areas follow at low priority.
  const blocks = useDeferredValue(useBlocks(ref));
  const areas = useMemo(
    () => (ref.name === 'wp_template' ? templateAreas(blocks) : []),
    [ref.name, blocks],
  );
  const canRevert = useCanRevert();
  const revert = useRevertTemplate();
  if (editedRecord === undefined) return <p className="atelier-inspector__empty">Loading…</p>;
  const modified = text(editedRecord.modified);
  const description = text(editedRecord.description);
  return (
    <div className="atelier-inspector__document">
      <h2>{text(editedRecord.title) || text(editedRecord.slug)}</h2>
      {description !== '' && <p>{description}</p>}
      <PageSummary record={ref} />
      {areas.length > 0 && (
        <section aria-label="Areas">
          <h3 className="atelier-inspector__panel-title">Areas</h3>
          <ul className="atelier-inspector__areas">
            {areas.map((area) => (
              <li key={area.slug}>
                {area.slug} <span className="atelier-inspector__help">({area.area})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {modified !== '' && (
        <p className="atelier-inspector__help">Last modified: {formatDate(modified)}</p>
      )}
      {canRevert && (
        <button type="button" onClick={revert}>
          Clear customizations
        </button>
      )}
    </div>
  );
}
