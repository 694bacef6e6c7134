import { parse, serialize } from '@atelier/blocks';
import { useEffect } from 'react';
import type { EntityStore } from '../../data/entities/entity-store';
import type { BlockCommand, BlockCommandContext } from '../commands/block-commands';
import { matchesShortcut } from '../commands/shortcut-match';
import { isBlockMarkup } from '../paste/paste-to-blocks';
import { caretOffset, caretOnEdgeLine, isCollapsed } from '../rich-text/caret';
import { isAccess, isPrimary } from '../rich-text/shortcuts';
import type { BlockEditorStore } from '../state/block-editor-store';
import { toEditorTree } from '../state/editor-block';
import { setHeadingLevel } from '../state/heading-level';
import { insertBlocks } from '../state/insert-blocks';
import { indentListItem, outdentListItem } from '../state/list-indent';
import { clearSelection, selectBlock, selectRange } from '../state/select-block';
import { selectedClientIds } from '../state/selection';
import { findBlock } from '../state/tree';
import type { CanvasUiStore } from '../ui/canvas-ui-store';
import { readCaretPoint } from './caret-point';
import {
  adjacentBlockElement,
  blockElement,
  blockElementOf,
  editableTarget,
  isHtmlElement,
  isNode,
  mainRichText,
} from './dom-blocks';
import { handleSelectAllKey } from './select-all-key';

export interface CanvasInteractionDeps {
  doc: Document | null;
  store: BlockEditorStore;
  entityStore: EntityStore;
  ui: CanvasUiStore;
  commands: readonly BlockCommand[];
  /** Whether the canvas is editable (edit mode); view mode ignores everything. */
  enabled: boolean;
}

/** The selected blocks as a command context (the entity of the selection). */
export function commandContext(store: BlockEditorStore): BlockCommandContext | null {
  const selection = store.getSelection();
  if (selection === null) return null;
  const owner = store.ownerOf(selection.focus.clientId);
  const state = store.stateOf(owner);
  const clientIds = selectedClientIds(state);
  return clientIds.length === 0 ? null : { clientIds, owner, blocks: state.blocks };
}

function isEditable(target: EventTarget | null): boolean {
  return editableTarget(target) !== null;
}

function inPopover(target: EventTarget | null): boolean {
  if (!isNode(target)) return false;
  const element = isHtmlElement(target) ? target : target.parentElement;
  return element?.closest('.atelier-canvas-popover') != null;
}

/**
 * Mouse and keyboard on the canvas document: click selects (shift+click extends), arrows move
 * between blocks at the caret's edge, shift+arrows extend, Escape enters navigation mode,
 * Delete/Backspace remove selected blocks, access+0…6 heading levels, Tab / Shift+Tab indent and
 * outdent list items, block command shortcuts, primary+a (text, then blocks level by level),
 * undo/redo (the caret is reported to the store so they can put it back), and primary+s handed
 * to the editor's save flow.
 */
export function useCanvasInteractions({
  doc,
  store,
  entityStore,
  ui,
  commands,
  enabled,
}: CanvasInteractionDeps) {
  useEffect(() => {
    if (doc === null || !enabled) return;

    const select = (element: HTMLElement, caret?: number | 'end') => {
      const clientId = element.dataset.block;
      if (clientId === undefined) return;
      store.run(selectBlock, { clientId, caret }, store.ownerOf(clientId));
    };

    const onMouseDown = (event: MouseEvent) => {
      const target = event.target;
      if (inPopover(target)) return;
      const element = blockElementOf(target);
      if (element === null) {
        store.run(clearSelection, undefined);
        return;
      }
      const clientId = element.dataset.block ?? '';
      const selection = store.getSelection();
      store.setNavigationMode(false);
      if (event.shiftKey && selection !== null) {
        event.preventDefault();
        const owner = store.ownerOf(selection.anchor.clientId);
        store.run(selectRange, { anchorId: selection.anchor.clientId, focusId: clientId }, owner);
        return;
      }
      if (selection?.anchor.clientId === clientId && selection.focus.clientId === clientId) return;
      store.run(selectBlock, { clientId }, store.ownerOf(clientId));
    };

    const runCommand = (event: KeyboardEvent, context: BlockCommandContext | null): boolean => {
      if (context === null) return false;
      const command = commands.find(
        (candidate) =>
          candidate.shortcut !== undefined &&
          matchesShortcut(event, candidate.shortcut) &&
          candidate.isAvailable(context),
      );
      if (command === undefined) return false;
      event.preventDefault();
      command.run(context);
      return true;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = event.key;
      if (isPrimary(event) && key.toLowerCase() === 'z') {
        event.preventDefault();
        if (event.shiftKey) entityStore.redo();
        else entityStore.undo();
        return;
      }
      if (isPrimary(event) && key.toLowerCase() === 'y' && !event.altKey) {
        event.preventDefault();
        entityStore.redo();
        return;
      }
      if (isPrimary(event) && key.toLowerCase() === 's') {
        event.preventDefault();
        window.document.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: 's',
            ctrlKey: event.ctrlKey,
            metaKey: event.metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
        return;
      }
      if (isPrimary(event) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'a') {
        if (!inPopover(event.target)) handleSelectAllKey(event, doc, store);
        return;
      }
      const context = commandContext(store);
      if (runCommand(event, context)) return;
      if (isAccess(event) && /^Digit[0-6]$/.test(event.code) && context?.clientIds.length === 1) {
        const [clientId] = context.clientIds;
        if (clientId !== undefined) {
          event.preventDefault();
          store.run(
            setHeadingLevel,
            { clientId, level: Number(event.code.slice(5)) },
            context.owner,
          );
        }
        return;
      }
      const editable = editableTarget(event.target);
      if (key === 'Tab' && context?.clientIds.length === 1 && editable !== null) {
        const [clientId] = context.clientIds;
        if (
          clientId !== undefined &&
          findBlock(context.blocks, clientId)?.name === 'core/list-item'
        ) {
          event.preventDefault();
          const caret = caretOffset(editable) ?? 'end';
          const verb = event.shiftKey ? outdentListItem : indentListItem;
          store.run(verb, { clientId }, context.owner);
          // The item's element is made anew in its new list: put the caret back where it was.
          store.run(selectBlock, { clientId, caret }, context.owner);
          return;
        }
      }
      const current = blockElementOf(event.target);
      const navigation = store.isNavigationMode();
      if (key === 'Escape') {
        if (ui.getState().slash !== null || ui.getState().link !== null) return;
        const selected = context?.clientIds.at(-1);
        if (selected === undefined) return;
        event.preventDefault();
        store.setNavigationMode(true);
        store.run(selectBlock, { clientId: selected }, context?.owner);
        return;
      }
      if ((key === 'Delete' || key === 'Backspace') && context !== null) {
        if (editable === null || context.clientIds.length > 1 || navigation) {
          event.preventDefault();
          commands.find((command) => command.name === 'remove')?.run(context);
          return;
        }
      }
      if (navigation && key === 'Enter' && current !== null) {
        event.preventDefault();
        store.setNavigationMode(false);
        const text = mainRichText(current);
        if (text !== null) select(current, 'end');
        return;
      }
      const vertical = key === 'ArrowUp' || key === 'ArrowDown';
      const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
      if ((!vertical && !horizontal) || current === null || isPrimary(event) || event.altKey)
        return;
      const direction = key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 1;
      if (event.shiftKey && vertical) {
        const selection = store.getSelection();
        const focus = selection === null ? current : blockElement(doc, selection.focus.clientId);
        if (editable !== null && context?.clientIds.length === 1) {
          if (!caretOnEdgeLine(editable, direction === -1 ? 'first' : 'last')) return;
        }
        const next = focus === null ? null : adjacentBlockElement(doc, focus, direction, false);
        if (next === null || selection === null) return;
        event.preventDefault();
        const owner = store.ownerOf(selection.anchor.clientId);
        store.run(
          selectRange,
          { anchorId: selection.anchor.clientId, focusId: next.dataset.block ?? '' },
          owner,
        );
        const active = doc.activeElement;
        if (isHtmlElement(active)) active.blur();
        return;
      }
      if (event.shiftKey) return;
      if (navigation || editable === null) {
        if (!vertical) return;
        const next = adjacentBlockElement(doc, current, direction, false);
        if (next === null) return;
        event.preventDefault();
        select(next);
        return;
      }
      if (!isCollapsed(editable)) return;
      const atEdge = vertical
        ? caretOnEdgeLine(editable, direction === -1 ? 'first' : 'last')
        : caretOffset(editable) === (direction === -1 ? 0 : (editable.textContent ?? '').length);
      if (!atEdge) return;
      const next = adjacentBlockElement(doc, current, direction, true);
      if (next === null) return;
      event.preventDefault();
      select(next, direction === -1 ? 'end' : 0);
    };

    // Links and forms inside the canvas preview never navigate the frame away.
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!isNode(target)) return;
      const element = isHtmlElement(target) ? target : target.parentElement;
      if (element?.closest('a[href]') != null) event.preventDefault();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!inPopover(event.target)) event.preventDefault();
    };

    // Copy / cut of selected blocks (not of text being edited): their markup on the clipboard.
    const onCopy = (event: ClipboardEvent) => {
      const context = commandContext(store);
      if (context === null || event.clipboardData === null) return;
      const editingText = isEditable(event.target) && !store.isNavigationMode();
      if (editingText && context.clientIds.length === 1) return;
      const blocks = context.clientIds.flatMap((clientId) => {
        const found = findBlock(context.blocks, clientId);
        return found === undefined ? [] : [found];
      });
      event.preventDefault();
      event.clipboardData.setData('text/plain', serialize(blocks));
      if (event.type === 'cut') commands.find((command) => command.name === 'remove')?.run(context);
    };
    // Paste on a selected block (not in text): the blocks go after it.
    const onPaste = (event: ClipboardEvent) => {
      const context = commandContext(store);
      if (context === null || event.clipboardData === null || event.defaultPrevented) return;
      if (isEditable(event.target) && !store.isNavigationMode()) return;
      const text = event.clipboardData.getData('text/plain');
      if (!isBlockMarkup(text)) return;
      event.preventDefault();
      store.run(insertBlocks, { blocks: toEditorTree(parse(text)) }, context.owner);
    };

    // Undo and redo put the caret back where a step began or ended.
    store.setCaretReader(() => readCaretPoint(doc));
    const onSelectionChange = () => store.noteCaret();

    doc.addEventListener('selectionchange', onSelectionChange);
    doc.addEventListener('copy', onCopy);
    doc.addEventListener('cut', onCopy);
    doc.addEventListener('paste', onPaste);
    doc.addEventListener('click', onClick);
    doc.addEventListener('submit', onSubmit);
    doc.addEventListener('mousedown', onMouseDown);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      store.setCaretReader(null);
      doc.removeEventListener('selectionchange', onSelectionChange);
      doc.removeEventListener('copy', onCopy);
      doc.removeEventListener('cut', onCopy);
      doc.removeEventListener('paste', onPaste);
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('submit', onSubmit);
      doc.removeEventListener('mousedown', onMouseDown);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [doc, store, entityStore, ui, commands, enabled]);
}
