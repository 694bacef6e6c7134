import { useEffect } from 'react';
import { useThemePatterns } from '../../inserter/use-theme-patterns';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';

/** What a placed pattern shows when the theme has no pattern of that slug (as WordPress says). */
function patternNotFoundMessage(slug: string): string {
  return `Pattern "${slug}" not found.`;
}

/**
 * A theme pattern placed by slug (`core/pattern`). It reads the theme's patterns (only when a
 * record places one) and hands them to the block editor, which then shows the pattern's blocks
 * in its place as ordinary, editable blocks — without an edit: the record stays clean until a
 * real change saves it with the pattern inlined. What is left here is a slug that is not found.
 */
export function PatternEdit({ block, rootProps }: BlockEditProps) {
  const store = useBlockEditorStore();
  const { patterns } = useThemePatterns();
  useEffect(() => {
    if (patterns !== null) store.setThemePatterns(patterns);
  }, [store, patterns]);
  const slug = typeof block.attributes.slug === 'string' ? block.attributes.slug : '';
  if (patterns === null) return <div {...rootProps} aria-busy="true" />;
  return (
    <div {...rootProps} className={`${rootProps.className} has-warning`}>
      <div className="atelier-block-warning" role="note">
        <p>{patternNotFoundMessage(slug)}</p>
      </div>
    </div>
  );
}
