import { memo, useMemo } from 'react';
import { useRegisteredType } from '../block-types/use-block-types';
import { editComponentFor } from '../blocks/block-uis';
import { isDynamic } from '../blocks/dynamic/DynamicBlockPreview';
import { MissingBlockEdit } from '../blocks/missing/MissingBlockEdit';
import { isInvalidBlock } from '../code-editor/block-validity';
import { InvalidBlockWarning } from '../code-editor/InvalidBlockWarning';
import { useLayoutStyle } from '../frame/LayoutStyles';
import {
  type BlockEditing,
  BlockEditingProvider,
  DEFAULT_BLOCK_EDITING,
  useBlockEditing,
} from '../page-template/PageTemplateContext';
import { blockLook } from '../page-template/template-lock';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useIsBlockSelected } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { BlockList } from './BlockList';
import { blockLabel } from './block-label';
import { joinClasses } from './dom-props';
import { canvasLayout } from './layout-classes';
import { useRootPaddingAware } from './root-padding-context';

/**
 * One block in the canvas: its edit component with a root element that carries `data-block`
 * (client id) and `data-type` (name). Memoised by the block object, which changes only when the
 * block (or something inside it) changes. A locked block (the template around a page) has
 * neither: it cannot be selected, its text is not editable, and it is dimmed unless a page field
 * is inside it (`blockLook`).
 */
export const BlockView = memo(function BlockView({ block }: { block: EditorBlock }) {
  const { registry } = useBlockEditorStore();
  const selected = useIsBlockSelected(block.clientId);
  const { type, pending } = useRegisteredType(registry, block.name);
  const Edit =
    block.name !== null && type === undefined
      ? MissingBlockEdit
      : editComponentFor(block.name, isDynamic(registry, block.name));
  const rootPaddingAware = useRootPaddingAware();
  const { mode } = useBlockEditing();
  const look = useMemo(() => blockLook(mode, block), [mode, block]);
  const inner = useMemo(
    (): BlockEditing =>
      look.inner === 'default' && !look.pageField
        ? DEFAULT_BLOCK_EDITING
        : { mode: look.inner, pageField: look.pageField },
    [look],
  );
  const layout = useMemo(
    () => canvasLayout(type, block, rootPaddingAware),
    [type, block, rootPaddingAware],
  );
  useLayoutStyle(block.clientId, layout.css);
  const rootProps = useMemo(
    () =>
      look.editable
        ? {
            'data-block': block.clientId,
            'data-type': block.name ?? 'core/freeform',
            role: 'document',
            'aria-label': `Block: ${blockLabel(block, type?.title)}`,
            tabIndex: -1,
            className: joinClasses(
              'block-editor-block-list__block',
              ...layout.classes,
              selected && 'is-selected',
            ),
          }
        : {
            className: joinClasses(
              ...layout.classes,
              'is-editing-disabled',
              look.dimmed && 'is-template-dimmed',
              look.pageField && 'is-page-field',
            ),
          },
    [block, type, selected, layout, look],
  );
  // A type whose code is still loading: nothing yet, rather than a 'missing' or invalid block.
  if (pending) return null;
  if (isInvalidBlock(registry, block)) {
    return <InvalidBlockWarning block={block} rootProps={rootProps} />;
  }
  const innerBlocks =
    block.innerBlocks.length > 0 ? <BlockList blocks={block.innerBlocks} /> : null;
  const edit = (
    <Edit
      block={block}
      rootProps={rootProps}
      innerBlocks={innerBlocks}
      innerWrapper={layout.inner}
    />
  );
  return mode === 'default' && inner === DEFAULT_BLOCK_EDITING ? (
    edit
  ) : (
    <BlockEditingProvider value={inner}>{edit}</BlockEditingProvider>
  );
});
