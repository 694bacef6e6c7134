import type { RenderContext } from '@atelier/blocks';
import { useMemo } from 'react';
import { useThemePatterns } from '../../inserter/use-theme-patterns';
import { PreviewContextProvider, usePreviewRenderContext } from '../../preview/PreviewContext';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';

/**
 * A theme pattern placed by slug (`core/pattern`): previewed with the pattern's content, read
 * from the theme's patterns only when a template holds one.
 */
export function PatternEdit(props: BlockEditProps) {
  const base = usePreviewRenderContext();
  const { patterns } = useThemePatterns();
  const context = useMemo(
    (): RenderContext => ({
      ...base,
      lookups: {
        ...base.lookups,
        themePattern: async (slug) => {
          const pattern = patterns?.find((candidate) => candidate.name === slug);
          return pattern === undefined
            ? base.lookups.themePattern(slug)
            : { content: pattern.content, title: pattern.title };
        },
      },
    }),
    [base, patterns],
  );
  if (patterns === null) return <DynamicBlockPreview {...props} />;
  return (
    <PreviewContextProvider value={context}>
      <DynamicBlockPreview {...props} />
    </PreviewContextProvider>
  );
}
