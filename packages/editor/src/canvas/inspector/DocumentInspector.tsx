import { useState } from 'react';
import { useUndoableNotice } from '../../components/notices/use-undoable-notice';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { isTemplateRevertable } from '../../screens/templates/template-eligibility';
import { toTemplateItem } from '../../screens/templates/template-item';
import { TEMPLATE_REVERTED } from '../../screens/templates/template-notices';
import { revertTemplate } from '../../screens/templates/template-operations';
import { useBlocks } from '../state/block-editor-hooks';
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
  const { record, editedRecord } = useEntityRecord(ref.kind, ref.name, ref.id);
  const blocks = useBlocks(ref);
  const client = useApiClient();
  const store = useEntityStore();
  const notifyWithUndo = useUndoableNotice();
  const [error, setError] = useState<string | null>(null);
  if (editedRecord === undefined || record === undefined) return <p>Loading…</p>;
  const isTemplate = ref.name === 'wp_template' || ref.name === 'wp_template_part';
  const item = isTemplate ? toTemplateItem(record) : null;
  const areas = ref.name === 'wp_template' ? templateAreas(blocks) : [];
  const modified = text(editedRecord.modified);
  const description = text(editedRecord.description);
  const revert = async () => {
    if (item === null) return;
    setError(null);
    try {
      await revertTemplate(client, store, item);
      notifyWithUndo(TEMPLATE_REVERTED);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };
  return (
    <div className="atelier-inspector__document">
      <h2>{text(editedRecord.title) || text(editedRecord.slug)}</h2>
      {description !== '' && <p>{description}</p>}
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
      {item !== null && isTemplateRevertable(item) && (
        <button type="button" onClick={() => void revert()}>
          Clear customizations
        </button>
      )}
      {error !== null && <p role="alert">{error}</p>}
    </div>
  );
}
