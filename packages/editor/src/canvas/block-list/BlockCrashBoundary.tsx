import { Component, type ReactNode } from 'react';
import { BLOCK_CRASHED } from '../../components/crash/error-report';
import { useBlockEditing } from '../page-template/PageTemplateContext';
import { blockLook } from '../page-template/template-lock';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import type { EditorBlock } from '../state/editor-block';
import { blockLabel } from './block-label';

/**
 * What stands in a crashed block's place (WordPress's BlockCrashWarning): the message, on a
 * root that is still the block (selectable, removable, listed), so the rest of the template
 * keeps editing around it.
 */
function BlockCrashWarning({ block }: { block: EditorBlock }) {
  const { registry } = useBlockEditorStore();
  const { mode } = useBlockEditing();
  const type = block.name === null ? undefined : registry.get(block.name);
  const rootProps = blockLook(mode, block).editable
    ? {
        'data-block': block.clientId,
        'data-type': block.name ?? 'core/freeform',
        role: 'document',
        'aria-label': `Block: ${blockLabel(block, type?.title)}`,
        tabIndex: -1,
      }
    : {};
  return (
    <div {...rootProps} className="block-editor-block-list__block has-warning">
      <div className="atelier-block-warning" role="alert">
        <p>{BLOCK_CRASHED}</p>
      </div>
    </div>
  );
}

interface BlockCrashBoundaryProps {
  block: EditorBlock;
  children: ReactNode;
}

interface BlockCrashBoundaryState {
  failed: boolean;
  /** The block the state is about: once the block changes (undo, code editor) it is tried again. */
  block: EditorBlock;
}

/** Catches a crash in one block's editing UI (its edit component and what it draws). */
export class BlockCrashBoundary extends Component<
  BlockCrashBoundaryProps,
  BlockCrashBoundaryState
> {
  override state: BlockCrashBoundaryState = { failed: false, block: this.props.block };

  static getDerivedStateFromProps(
    props: BlockCrashBoundaryProps,
    state: BlockCrashBoundaryState,
  ): Partial<BlockCrashBoundaryState> | null {
    return props.block === state.block ? null : { failed: false, block: props.block };
  }

  static getDerivedStateFromError(): Partial<BlockCrashBoundaryState> {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <BlockCrashWarning block={this.props.block} />;
    return this.props.children;
  }
}
