import { createBlock, serialize } from '@atelier/blocks';
import type { Command } from '../../commands/command-registry';
import type { RecordRef } from '../../data/entities/store-state';
import type { BlockEditorStore } from '../state/block-editor-store';
import { duplicateBlocks } from '../state/duplicate-blocks';
import { type EditorBlock, withClientIds, withNewClientIds } from '../state/editor-block';
import { groupBlocks, ungroupBlock } from '../state/group-blocks';
import { insertBlocks } from '../state/insert-blocks';
import { moveBlocksDown, moveBlocksUp } from '../state/move-blocks';
import { removeBlocks } from '../state/remove-blocks';
import { replaceBlocks } from '../state/replace-blocks';
import { findBlock, findLocation } from '../state/tree';
import type { CanvasUiStore } from '../ui/canvas-ui-store';
import { removalWarning } from './removal-warning';

/** What a block command acts on: the selected sibling blocks of one entity. */
export interface BlockCommandContext {
  clientIds: readonly string[];
  owner: RecordRef;
  blocks: readonly EditorBlock[];
}

/**
 * One command of the block toolbar, the Options menu and the keyboard, on given blocks; the
 * canvas registers it in the editor's registry on the selection (`selection-commands.ts`).
 */
export type BlockCommand = Command<BlockCommandContext>;

export interface BlockCommandDeps {
  store: BlockEditorStore;
  ui: CanvasUiStore;
  /** Copies text to the clipboard. */
  copy(text: string): void;
  /** Template-parts-only mode hides 'Create template part' (spec 1 §4.7). */
  templatePartsOnly: boolean;
  /** The entity a template-part or synced-pattern block shows. */
  referencedEntity(block: EditorBlock): RecordRef | null;
}

function selectedBlocks(context: BlockCommandContext): EditorBlock[] {
  return context.clientIds.flatMap((clientId) => {
    const block = findBlock(context.blocks, clientId);
    return block === undefined ? [] : [block];
  });
}

function isLocked(block: EditorBlock, what: 'remove' | 'move'): boolean {
  const lock = block.attributes.lock;
  return (
    typeof lock === 'object' && lock !== null && what in lock && Reflect.get(lock, what) === true
  );
}

const CONTAINERS = new Set(['core/template-part', 'core/block']);

/**
 * The block commands of one canvas (an instance, not a module list): the Options menu, the
 * toolbar and the keyboard all run these.
 */
export function createBlockCommands({
  store,
  ui,
  copy,
  templatePartsOnly,
  referencedEntity,
}: BlockCommandDeps): BlockCommand[] {
  const some = (context: BlockCommandContext) => selectedBlocks(context).length > 0;
  const removable = (context: BlockCommandContext) =>
    some(context) && selectedBlocks(context).every((block) => !isLocked(block, 'remove'));
  const insertParagraph = (context: BlockCommandContext, offset: 0 | 1) => {
    const edge = offset === 0 ? context.clientIds[0] : context.clientIds.at(-1);
    const location = edge === undefined ? null : findLocation(context.blocks, edge);
    if (location === null) return;
    const paragraph = withClientIds(createBlock(store.registry, 'core/paragraph'));
    store.run(
      insertBlocks,
      { blocks: [paragraph], parentId: location.parentId, index: location.index + offset },
      context.owner,
    );
  };
  return [
    {
      name: 'duplicate',
      label: 'Duplicate',
      shortcuts: [{ modifier: 'primaryShift', key: 'd' }],
      history: 'one step',
      isAvailable: some,
      run: (context) => store.run(duplicateBlocks, { clientIds: context.clientIds }, context.owner),
    },
    {
      name: 'insert-before',
      label: 'Insert before',
      shortcuts: [{ modifier: 'primaryAlt', key: 't' }],
      history: 'one step',
      isAvailable: some,
      run: (context) => insertParagraph(context, 0),
    },
    {
      name: 'insert-after',
      label: 'Insert after',
      shortcuts: [{ modifier: 'primaryAlt', key: 'y' }],
      history: 'one step',
      isAvailable: some,
      run: (context) => insertParagraph(context, 1),
    },
    {
      name: 'move-up',
      label: 'Move up',
      shortcuts: [{ modifier: 'secondary', key: 't' }],
      history: 'one step',
      isAvailable: (context) =>
        some(context) && selectedBlocks(context).every((block) => !isLocked(block, 'move')),
      run: (context) => store.run(moveBlocksUp, { clientIds: context.clientIds }, context.owner),
    },
    {
      name: 'move-down',
      label: 'Move down',
      shortcuts: [{ modifier: 'secondary', key: 'y' }],
      history: 'one step',
      isAvailable: (context) =>
        some(context) && selectedBlocks(context).every((block) => !isLocked(block, 'move')),
      run: (context) => store.run(moveBlocksDown, { clientIds: context.clientIds }, context.owner),
    },
    {
      name: 'copy',
      label: 'Copy',
      history: 'none',
      isAvailable: some,
      run: (context) => copy(serialize(selectedBlocks(context))),
    },
    {
      name: 'group',
      label: 'Group',
      shortcuts: [{ modifier: 'primary', key: 'g' }],
      history: 'one step',
      isAvailable: some,
      run: (context) => store.run(groupBlocks, { clientIds: context.clientIds }, context.owner),
    },
    {
      name: 'ungroup',
      label: 'Ungroup',
      history: 'one step',
      isAvailable: (context) => {
        const blocks = selectedBlocks(context);
        return (
          blocks.length === 1 &&
          (blocks[0]?.name === 'core/group' || blocks[0]?.name === 'core/columns') &&
          (blocks[0]?.innerBlocks.length ?? 0) > 0
        );
      },
      run: (context) => {
        const first = context.clientIds[0];
        if (first !== undefined) store.run(ungroupBlock, { clientId: first }, context.owner);
      },
    },
    {
      name: 'create-pattern',
      label: 'Create pattern',
      history: 'one step',
      isAvailable: some,
      run: (context) =>
        ui.set({
          naming: { kind: 'pattern', clientIds: [...context.clientIds], owner: context.owner },
        }),
    },
    {
      name: 'create-template-part',
      label: 'Create template part',
      history: 'one step',
      isAvailable: (context) => !templatePartsOnly && some(context),
      run: (context) =>
        ui.set({
          naming: {
            kind: 'template-part',
            clientIds: [...context.clientIds],
            owner: context.owner,
          },
        }),
    },
    {
      name: 'detach',
      label: 'Detach',
      history: 'one step',
      // Only with something to detach: a deleted (or not yet read) pattern or part has no blocks.
      isAvailable: (context) => {
        const blocks = selectedBlocks(context);
        const [block] = blocks;
        if (blocks.length !== 1 || block === undefined || !CONTAINERS.has(block.name ?? '')) {
          return false;
        }
        const sourceRef = referencedEntity(block);
        return (
          sourceRef !== null && store.stateOf(sourceRef).blocks.length > 0 && removable(context)
        );
      },
      run: (context) => {
        const [block] = selectedBlocks(context);
        if (block === undefined) return;
        const sourceRef = referencedEntity(block);
        if (sourceRef === null) return;
        const inner = store.stateOf(sourceRef).blocks.map(withNewClientIds);
        store.run(replaceBlocks, { clientIds: [block.clientId], blocks: inner }, context.owner);
      },
    },
    {
      name: 'remove',
      label: 'Remove',
      shortcuts: [{ modifier: 'shiftAlt', key: 'z' }],
      history: 'one step',
      isAvailable: removable,
      run: (context) => {
        const message = removalWarning(selectedBlocks(context));
        if (message !== null) {
          ui.set({ removal: { clientIds: [...context.clientIds], owner: context.owner, message } });
          return;
        }
        store.run(removeBlocks, { clientIds: context.clientIds }, context.owner);
      },
    },
  ];
}
