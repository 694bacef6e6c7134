import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import { joinClasses } from '../../block-list/dom-props';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { StaticBlockEdit } from '../static/StaticBlockEdit';

/** An image: its saved markup, or a placeholder until an image is chosen. */
export function ImageEdit(props: BlockEditProps) {
  const { registry } = useBlockEditorStore();
  const { block, rootProps } = props;
  const url = useMemo(() => blockAttributes(registry, block).url, [registry, block]);
  if (typeof url === 'string' && url !== '') return <StaticBlockEdit {...props} />;
  return (
    <figure
      {...rootProps}
      className={joinClasses(rootProps.className, 'wp-block-image atelier-block-placeholder')}
    >
      Image — upload or choose one in the block settings.
    </figure>
  );
}
