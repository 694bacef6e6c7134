import { createCoreRegistry } from '@atelier/blocks';
import { useMemo } from 'react';
import { mergedGlobalStyles } from '../../domain/global-styles/merged-styles';
import type { CurrentStyles } from '../../domain/global-styles/revisions/apply-revision';
import { presetNames } from '../../domain/global-styles/revisions/preset-names';
import type { PaneStylesheet } from '../../domain/global-styles/revisions/RevisionCompare';
import {
  type RevisionDiff,
  revisionDiff,
} from '../../domain/global-styles/revisions/revision-diff';
import { useRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import {
  useShownThemeBaseStyles,
  useStylesStylesheet,
} from '../../domain/global-styles/revisions/use-styles-stylesheet';
import { asStyleTree } from '../../domain/global-styles/style-tree';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';

const EMPTY_STYLES: CurrentStyles = { styles: {}, settings: {} };

/** What the compare view draws and lists, whatever it draws (the front page, the Style Book). */
export interface RevisionComparison {
  /** The site stylesheet with the previewed revision's styles. */
  revision: PaneStylesheet;
  /** The site stylesheet with the styles as edited now. */
  current: PaneStylesheet;
  /** The values that differ, from the revision to the current styles. */
  diff: RevisionDiff;
}

/**
 * The previewed revision (Revisions' selection) against the current styles, unsaved edits
 * included: each side's site stylesheet and the values that differ.
 */
export function useRevisionComparison(): RevisionComparison {
  const revisionStyles = useRevisionPreview() ?? EMPTY_STYLES;
  const { user, merged } = useGlobalStyles();
  const { theme } = useShownThemeBaseStyles();
  const revision = useStylesStylesheet(revisionStyles);
  const current = useStylesStylesheet(user);

  const registry = useMemo(() => createCoreRegistry(), []);
  const diff = useMemo(() => {
    const now = { styles: asStyleTree(user?.styles), settings: asStyleTree(user?.settings) };
    const revisionMerged = mergedGlobalStyles(theme, revisionStyles);
    return revisionDiff(revisionStyles, now, {
      presetName: presetNames([revisionMerged.settings, merged.settings]),
      blockTitle: (name) => registry.get(name)?.title,
      fallback: mergedGlobalStyles(theme, null),
    });
  }, [revisionStyles, user, theme, merged, registry]);
  return { revision, current, diff };
}
