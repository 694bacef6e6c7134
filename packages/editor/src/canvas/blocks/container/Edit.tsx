import { blockAttributes } from '@atelier/blocks';
import { createElement, useMemo } from 'react';
import { BlockContextProvider } from '../../preview/BlockContextProvider';
import { providedBlockContext } from '../../preview/block-context';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { wrapperProps } from '../wrapper-props';

/** The element each dynamic container is rendered in on the public site, and its extra props. */
const CONTAINERS: Readonly<Record<string, { tag: string; props?: Record<string, string> }>> = {
  'core/query-pagination': { tag: 'nav', props: { 'aria-label': 'Pagination' } },
  'core/query-no-results': { tag: 'div' },
};

/**
 * A dynamic block that only wraps its inner blocks (Pagination, No results): its public wrapper
 * with the inner blocks editable inside, and the context it provides (the pagination arrow and
 * label settings) handed to them. Unlike the public site, the canvas always shows it, so its
 * blocks can be edited whether or not the query has more pages or any results (as WordPress does).
 */
export function DynamicContainerEdit({ block, rootProps, innerBlocks }: BlockEditProps) {
  const { registry } = useBlockEditorStore();
  const blockType = block.name === null ? undefined : registry.get(block.name);
  const attributes = useMemo(() => blockAttributes(registry, block), [registry, block]);
  const values = useMemo(
    () => providedBlockContext(blockType, attributes),
    [blockType, attributes],
  );
  const container = CONTAINERS[block.name ?? ''] ?? { tag: 'div' };
  return (
    <BlockContextProvider values={values}>
      {createElement(
        container.tag,
        { ...wrapperProps(blockType, attributes, rootProps), ...container.props },
        innerBlocks,
      )}
    </BlockContextProvider>
  );
}
