import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import { joinClasses } from '../../block-list/dom-props';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { StaticBlockEdit } from '../static/StaticBlockEdit';

/** A file: its saved link and button (names editable in place), or a placeholder until chosen. */
export function FileEdit(props: BlockEditProps) {
  const { registry } = useBlockEditorStore();
  const { block, rootProps } = props;
  const href = useMemo(() => blockAttributes(registry, block).href, [registry, block]);
  if (typeof href === 'string' && href !== '') return <StaticBlockEdit {...props} />;
  return (
    <div
      {...rootProps}
      className={joinClasses(rootProps.className, 'wp-block-file atelier-block-placeholder')}
    >
      File — give its address in the block settings.
    </div>
  );
}
