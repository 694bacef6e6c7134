import { parse, serialize } from '@atelier/blocks';
import { useEffect } from 'react';
import type { BlockCommand } from '../commands/block-commands';
import { commandContext } from '../commands/selection-commands';
import { isBlockMarkup } from '../paste/paste-to-blocks';
import { caretOffset, caretOnEdgeLine, isCollapsed } from '../rich-text/caret';
import { isPrimary } from '../rich-text/shortcuts';
import type { BlockEditorStore } from '../state/block-editor-store';
import { toEditorTree } from '../state/editor-block';
import { insertBlocks } from '../state/insert-blocks';
import { clearSelection, selectBlock, selectRange } from '../state/select-block';
import { findBlock } from '../state/tree';
import { readCaretPoint } from './caret-point';
import {
  adjacentBlockElement,
  blockElement,
  blockElementOf,
  editableTarget,
  inCanvasPopover,
  isHtmlElement,
  isNode,
  mainRichText,
} from './dom-blocks';

export interface CanvasInteractionDeps {
  doc: Document | null;
  store: BlockEditorStore;
  /** The block commands (cut runs Remove). */
  commands: readonly BlockCommand[];
  /** Whether the canvas is editable (edit mode); view mode ignores everything. */
  enabled: boolean;
}

function isEditable(target: EventTarget | null): boolean {
  return editableTarget(target) !== null;
}

/**
 * Mouse and keyboard on the canvas document: click selects (shift+click extends), arrows move
 * between blocks at the caret's edge, shift+arrows extend, Enter in navigation mode edits the
 * block; copy, cut and paste of selected blocks; the caret is reported to the store so undo and
 * redo can put it back. Every other key (undo, redo, save, select-all, heading levels, list
 * indent, Escape, Delete, block shortcuts) is a command of the editor's registry
 * (`canvas/commands`).
 */
export function useCanvasInteractions({ doc, store, commands, enabled }: CanvasInteractionDeps) {
  useEffect(() => {
    if (doc === null || !enabled) return;

    const select = (element: HTMLElement, caret?: number | 'end') => {
      const clientId = element.dataset.block;
      if (clientId === undefined) return;
      store.run(selectBlock, { clientId, caret }, store.ownerOf(clientId));
    };

    const onMouseDown = (event: MouseEvent) => {
      const target = event.target;
      if (inCanvasPopover(target)) return;
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

    // Arrow navigation only: every other key of the canvas is a command of the editor's
    // registry, run by the key handler on this document (`EditorChrome`) before this one.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = event.key;
      const vertical = key === 'ArrowUp' || key === 'ArrowDown';
      const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
      // Typed characters go no further: nothing below is read for them.
      if (!vertical && !horizontal && key !== 'Enter') return;
      const context = commandContext(store);
      const editable = editableTarget(event.target);
      const current = blockElementOf(event.target);
      const navigation = store.isNavigationMode();
      if (navigation && key === 'Enter' && current !== null) {
        event.preventDefault();
        store.setNavigationMode(false);
        const text = mainRichText(current);
        if (text !== null) select(current, 'end');
        return;
      }
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
      if (!inCanvasPopover(event.target)) event.preventDefault();
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
  }, [doc, store, commands, enabled]);
}
