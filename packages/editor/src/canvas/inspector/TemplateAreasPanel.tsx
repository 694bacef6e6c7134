import { useDeferredValue, useId, useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { Link } from '../../app/Link';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { rawText } from '../../domain/templates/template-item';
import { templateLocation } from '../../domain/templates/template-location';
import { useBlockEditor, useBlocks } from '../state/block-editor-hooks';
import { selectBlock } from '../state/select-block';
import { areaDetail, areaLabel, type TemplateArea, templateAreas } from './template-areas';

/**
 * One area: its name selects the template part block in the canvas (the canvas scrolls to it
 * and the Block tab opens); 'Edit' opens the part on its own.
 */
function AreaRow({ area, owner }: { area: TemplateArea; owner: RecordRef }) {
  const { run } = useBlockEditor();
  const { editedRecord: part } = useEntityRecord('postType', 'wp_template_part', area.partId);
  const partArea = typeof part?.area === 'string' && part.area !== '' ? part.area : area.area;
  const label = areaLabel(partArea);
  const detail = areaDetail(label, rawText(part?.title), area.slug);
  const detailId = useId();
  return (
    <li className="atelier-inspector__area">
      <button
        type="button"
        className="atelier-inspector__area-select"
        aria-describedby={detailId}
        onClick={() => run(selectBlock, { clientId: area.clientId }, owner)}
      >
        {label}
      </button>
      <span id={detailId} className="atelier-inspector__area-detail">
        {detail}
      </span>
      <Link
        className="atelier-inspector__area-edit"
        to={templateLocation({ type: 'wp_template_part', id: area.partId }, true)}
        aria-label={`Edit ${label}`}
        aria-describedby={detailId}
      >
        Edit
      </Link>
    </li>
  );
}

/** The template parts a template places (spec 1 §2.5, §2.9), one row per part block. */
export function TemplateAreasPanel({ record: ref }: { record: RecordRef }) {
  const { editorSettings } = useBootstrap();
  const activeTheme = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  // Typing in the template changes its tree; the areas follow at low priority.
  const blocks = useDeferredValue(useBlocks(ref));
  const areas = useMemo(() => templateAreas(blocks, activeTheme), [blocks, activeTheme]);
  const headingId = useId();
  if (areas.length === 0) return null;
  return (
    <section className="atelier-inspector__areas-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="atelier-inspector__panel-title">
        Areas
      </h3>
      <ul className="atelier-inspector__areas">
        {areas.map((area) => (
          <AreaRow key={area.clientId} area={area} owner={ref} />
        ))}
      </ul>
    </section>
  );
}
