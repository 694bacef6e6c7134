import { ALL_RECORDS } from '@atelier/blocks/rest';
import { type KeyboardEvent, useMemo } from 'react';
import { usePreviewContext } from '../../canvas/preview/use-preview-context';
import {
  blockPreviewDocument,
  useRenderedBlocks,
} from '../../components/block-preview/BlockPreview';
import { ScaledSiteFrame } from '../../components/ScaledSiteFrame/ScaledSiteFrame';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { useThemePatternRecords } from '../../data/theme-pattern-records';
import { withPageRecords } from '../../domain/global-styles/revisions/page-render-context';
import { RevisionCompare } from '../../domain/global-styles/revisions/RevisionCompare';
import { REVISION_COMPARE_TOGGLE_CLASS } from '../../domain/global-styles/revisions/RevisionCompareToggle';
import { setRevisionCompare } from '../../domain/global-styles/revisions/revision-compare-state';
import { useRevisionComparison } from './use-revision-comparison';
import '../../components/block-preview/BlockPreview.css';
import './RevisionsMainArea.css';

/** The width the page is laid out at in each pane before it is scaled to the pane. */
const PAGE_WIDTH = 1200;

/**
 * Escape inside the compare view closes it (spec 3 §2: Escape closes a container view): compare
 * goes off, the canvas comes back, and the focus goes to the sidebar's toggle.
 */
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.preventDefault();
  setRevisionCompare(false);
  document.querySelector<HTMLElement>(`.${REVISION_COMPARE_TOGGLE_CLASS}`)?.focus();
}

/**
 * The main area while the Revisions screen compares (`useRevisionCompareShown`): the front page's
 * template (with its parts and the theme's patterns), rendered once by the blocks renderer as the
 * Patterns previews are, drawn with the selected revision's stylesheet and with the current
 * styles' (unsaved edits included), and the values that differ between them.
 */
export function RevisionsMainArea({ templateId }: { templateId: string }) {
  const record = { kind: 'postType', name: 'wp_template', id: templateId } as const;
  const { editedRecord: template } = useEntityRecord(record.kind, record.name, templateId);
  const baseContext = usePreviewContext(record);
  const templateParts = useEntityRecords('postType', 'wp_template_part', ALL_RECORDS).records;
  const themePatterns = useThemePatternRecords();
  const context = useMemo(
    () => withPageRecords(baseContext, { templateParts, themePatterns }),
    [baseContext, templateParts, themePatterns],
  );
  const content = typeof template?.content === 'string' ? template.content : '';
  const html = useRenderedBlocks(content, context);
  const { revision, current, diff } = useRevisionComparison();

  return (
    <section
      className="atelier-revisions-main-area"
      aria-label="Compare with current styles"
      onKeyDown={closeOnEscape}
    >
      <RevisionCompare
        revision={revision}
        current={current}
        diff={diff}
        renderPane={({ css }, label) =>
          html === null || template === undefined ? (
            <div className="atelier-block-preview is-loading">Loading…</div>
          ) : (
            <ScaledSiteFrame
              srcDoc={blockPreviewDocument(html, css)}
              title={`Preview: ${label}`}
              viewportWidth={PAGE_WIDTH}
            />
          )
        }
      />
    </section>
  );
}
