import type { EditorCommandContext } from '../../commands/command-context';
import type { Command } from '../../commands/command-registry';
import { editableTarget, inCanvasPopover } from '../interaction/dom-blocks';
import { selectAllBlocks, selectAllTakesKey } from '../interaction/select-all-key';
import { caretOffset } from '../rich-text/caret';
import type { BlockEditorStore } from '../state/block-editor-store';
import { setHeadingLevel } from '../state/heading-level';
import { indentListItem, outdentListItem } from '../state/list-indent';
import { selectBlock } from '../state/select-block';
import { findBlock } from '../state/tree';
import type { CanvasUiStore } from '../ui/canvas-ui-store';
import type { BlockCommand, BlockCommandContext } from './block-commands';

export interface CanvasKeyCommandDeps {
  doc: Document;
  store: BlockEditorStore;
  ui: CanvasUiStore;
  /** The selected blocks, or null. */
  selection(): BlockCommandContext | null;
  /** The block command Delete and Backspace run on selected blocks. */
  remove: BlockCommand | undefined;
}

type CanvasCommand = Command<EditorCommandContext>;

const HEADING_LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The canvas's keys as commands of the editor's registry (matched in the canvas frame only, left
 * out of the palette): select-all, access+0…6 heading levels, Tab / Shift+Tab list indent, Escape
 * to navigation mode, Delete / Backspace on selected blocks. Undo and redo are the header's
 * commands (`commands/history-commands.ts`); arrow navigation stays in `interaction/`.
 */
export function canvasKeyCommands({
  doc,
  store,
  ui,
  selection,
  remove,
}: CanvasKeyCommandDeps): CanvasCommand[] {
  const base = { keyboardOnly: true, keyScope: 'canvas' as const, history: 'none' as const };
  const target = (context: EditorCommandContext) => context.key?.target ?? null;
  const single = () => {
    const selected = selection();
    const clientId = selected?.clientIds.length === 1 ? selected.clientIds[0] : undefined;
    return selected === null || clientId === undefined ? null : { ...selected, clientId };
  };
  const listItem = (context: EditorCommandContext) => {
    const one = single();
    const editable = editableTarget(target(context));
    if (one === null || editable === null) return null;
    return findBlock(one.blocks, one.clientId)?.name === 'core/list-item'
      ? { ...one, editable }
      : null;
  };
  const indent = (verb: typeof indentListItem) => (context: EditorCommandContext) => {
    const item = listItem(context);
    if (item === null) return;
    const caret = caretOffset(item.editable) ?? 'end';
    store.run(verb, { clientId: item.clientId }, item.owner);
    // The item's element is made anew in its new list: put the caret back where it was.
    store.run(selectBlock, { clientId: item.clientId, caret }, item.owner);
  };
  return [
    {
      ...base,
      name: 'block/select-all',
      label: 'Select all',
      shortcuts: [{ modifier: 'primary', key: 'a' }],
      isAvailable: (context) =>
        !inCanvasPopover(target(context)) && selectAllTakesKey(target(context), store),
      run: () => selectAllBlocks(doc, store),
    },
    ...HEADING_LEVELS.map(
      (level): CanvasCommand => ({
        ...base,
        name: `block/heading-level-${level}`,
        label: level === 0 ? 'Paragraph' : `Heading ${level}`,
        shortcuts: [{ modifier: 'access', key: String(level) }],
        history: 'one step',
        isAvailable: () => single() !== null,
        run: () => {
          const one = single();
          if (one !== null)
            store.run(setHeadingLevel, { clientId: one.clientId, level }, one.owner);
        },
      }),
    ),
    {
      ...base,
      name: 'block/indent-list-item',
      label: 'Indent list item',
      shortcuts: [{ key: 'tab' }],
      history: 'one step',
      isAvailable: (context) => listItem(context) !== null,
      run: indent(indentListItem),
    },
    {
      ...base,
      name: 'block/outdent-list-item',
      label: 'Outdent list item',
      shortcuts: [{ modifier: 'shift', key: 'tab' }],
      history: 'one step',
      isAvailable: (context) => listItem(context) !== null,
      run: indent(outdentListItem),
    },
    {
      ...base,
      name: 'block/navigation-mode',
      label: 'Select the block',
      shortcuts: [{ key: 'escape' }],
      isAvailable: () => {
        const { slash, link } = ui.getState();
        return slash === null && link === null && selection() !== null;
      },
      run: () => {
        const selected = selection();
        const last = selected?.clientIds.at(-1);
        if (selected === null || last === undefined) return;
        store.setNavigationMode(true);
        store.run(selectBlock, { clientId: last }, selected.owner);
      },
    },
    {
      ...base,
      name: 'block/delete-selected',
      label: 'Remove the selected blocks',
      shortcuts: [{ key: 'delete' }, { key: 'backspace' }],
      history: 'one step',
      // In text being typed, the keys delete characters (and rich text merges blocks).
      isAvailable: (context) => {
        const selected = selection();
        if (selected === null) return false;
        return (
          editableTarget(target(context)) === null ||
          selected.clientIds.length > 1 ||
          store.isNavigationMode()
        );
      },
      run: () => {
        const selected = selection();
        if (selected !== null) remove?.run(selected);
      },
    },
  ];
}
