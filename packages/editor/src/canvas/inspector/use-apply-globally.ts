import type { BlockAttributes, BlockType } from '@atelier/blocks';
import { useCallback } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useUndoableNotice } from '../../components/notices/use-undoable-notice';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { getEditedRecord } from '../../data/entities/selectors';
import {
  blockStylesToPush,
  hasPushableStyles,
  pushBlockStyles,
} from '../../domain/global-styles/push-block-styles';
import { asStyleTree } from '../../domain/global-styles/style-tree';
import { useUserStylesRecord } from '../../domain/global-styles/use-user-styles-record';

/** What the 'Apply globally' control needs to know and do. */
export interface ApplyGlobally {
  /**
   * Whether the control shows: a block type with style supports, for a user who may edit theme
   * options, on a block theme.
   */
  available: boolean;
  /** Whether the block has styles of its own to push (and the styles record is read). */
  canApply: boolean;
  /** Moves the block's styles to its block type: one undo step, then the snackbar. */
  apply(): void;
}

/**
 * 'Apply globally' for one block: its own styles go into the user's global styles record
 * (`styles.blocks[name]`) and leave the block, both edits in one transaction of the entity store,
 * so one undo takes both back; the snackbar '<Block title> styles applied.' offers that undo.
 */
export function useApplyGlobally(
  blockType: BlockType,
  attributes: BlockAttributes,
  update: (attributes: BlockAttributes) => void,
): ApplyGlobally {
  const { currentUser, editorSettings } = useBootstrap();
  const supports = blockType.supports ?? {};
  const available =
    editorSettings.isBlockTheme &&
    currentUser.capabilities.edit_theme_options === true &&
    hasPushableStyles(blockType.name, supports);
  const store = useEntityStore();
  const notice = useUndoableNotice();
  const { ref, user } = useUserStylesRecord(available);
  const canApply =
    ref !== null &&
    user !== undefined &&
    blockStylesToPush(blockType.name, supports, attributes).length > 0;

  const apply = useCallback(() => {
    if (ref === null) return;
    // The record as it is now, not as the last render saw it.
    const current = asStyleTree(getEditedRecord(store.getState(), ref)?.styles);
    const pushed = pushBlockStyles(blockType.name, supports, attributes, current);
    if (pushed === null) return;
    store.transaction(() => {
      store.edit(ref, { styles: pushed.styles });
      update(pushed.attributes);
    });
    notice(`${blockType.title} styles applied.`);
  }, [store, ref, blockType, supports, attributes, update, notice]);

  return { available, canApply, apply };
}
