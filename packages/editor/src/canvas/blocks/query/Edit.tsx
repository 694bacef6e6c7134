import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import { BlockContextProvider } from '../../preview/BlockContextProvider';
import { providedBlockContext } from '../../preview/block-context';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { StaticBlockEdit } from '../static/StaticBlockEdit';

/**
 * `core/query` in the canvas: its saved wrapper (the tag, classes and styles the public site
 * prints, layout classes from the root props) with its inner blocks editable inside, and the
 * query's block context (`queryId`, `query`, `enhancedPagination`) handed to them, so the post
 * template, pagination and no-results blocks below preview this query's posts.
 */
export function QueryEdit(props: BlockEditProps) {
  const { registry } = useBlockEditorStore();
  const { block } = props;
  const blockType = block.name === null ? undefined : registry.get(block.name);
  const values = useMemo(
    () => providedBlockContext(blockType, blockAttributes(registry, block)),
    [blockType, registry, block],
  );
  return (
    <BlockContextProvider values={values}>
      <StaticBlockEdit {...props} />
    </BlockContextProvider>
  );
}
