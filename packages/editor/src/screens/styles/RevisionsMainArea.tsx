import { createCoreRegistry } from '@atelier/blocks';
import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { usePreviewContext } from '../../canvas/preview/use-preview-context';
import {
  blockPreviewDocument,
  useRenderedBlocks,
} from '../../components/block-preview/BlockPreview';
import { ScaledSiteFrame } from '../../components/ScaledSiteFrame/ScaledSiteFrame';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { useThemePatternRecords } from '../../data/theme-pattern-records';
import { mergedGlobalStyles } from '../../domain/global-styles/merged-styles';
import type { CurrentStyles } from '../../domain/global-styles/revisions/apply-revision';
import { withPageRecords } from '../../domain/global-styles/revisions/page-render-context';
import { presetNames } from '../../domain/global-styles/revisions/preset-names';
import { RevisionCompare } from '../../domain/global-styles/revisions/RevisionCompare';
import { revisionDiff } from '../../domain/global-styles/revisions/revision-diff';
import { useRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import {
  useShownThemeBaseStyles,
  useStylesStylesheet,
} from '../../domain/global-styles/revisions/use-styles-stylesheet';
import { asStyleTree } from '../../domain/global-styles/style-tree';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import '../../components/block-preview/BlockPreview.css';

/** The width the page is laid out at in each pane before it is scaled to the pane. */
const PAGE_WIDTH = 1200;

const EMPTY_STYLES: CurrentStyles = { styles: {}, settings: {} };

/**
 * The main area while the Revisions screen compares (`useRevisionCompareShown`): the front page's
 * template (with its parts and the theme's patterns), rendered once by the blocks renderer as the
 * Patterns previews are, drawn with the
 * selected revision's stylesheet and with the current styles' (unsaved edits included), and the
 * values that differ between them.
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

  const revision = useRevisionPreview() ?? EMPTY_STYLES;
  const { user, merged } = useGlobalStyles();
  const { theme } = useShownThemeBaseStyles();
  const revisionStylesheet = useStylesStylesheet(revision);
  const currentStylesheet = useStylesStylesheet(user);

  const registry = useMemo(() => createCoreRegistry(), []);
  const diff = useMemo(() => {
    const current = { styles: asStyleTree(user?.styles), settings: asStyleTree(user?.settings) };
    const revisionMerged = mergedGlobalStyles(theme, revision);
    return revisionDiff(revision, current, {
      presetName: presetNames([revisionMerged.settings, merged.settings]),
      blockTitle: (name) => registry.get(name)?.title,
      fallback: mergedGlobalStyles(theme, null),
    });
  }, [revision, user, theme, merged, registry]);

  return (
    <RevisionCompare
      revision={revisionStylesheet}
      current={currentStylesheet}
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
  );
}
