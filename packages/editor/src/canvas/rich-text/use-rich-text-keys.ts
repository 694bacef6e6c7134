import { createBlock, parse } from '@atelier/blocks';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useCallback } from 'react';
import { htmlToBlocks, isBlockMarkup, textToBlocks } from '../paste/paste-to-blocks';
import { useBlockEditorStore, useBlockOwner } from '../state/BlockEditorContext';
import { toEditorTree, withClientIds } from '../state/editor-block';
import { mergeBlocks } from '../state/merge-blocks';
import { pasteBlocks } from '../state/paste-blocks';
import { splitBlock } from '../state/split-block';
import { childrenOf, findLocation } from '../state/tree';
import { useCanvasUiStore } from '../ui/CanvasUiContext';
import { caretOffset, isCollapsed, splitAtCaret } from './caret';
import { toggleFormat } from './formats';
import { richTextKeyAction } from './key-decision';
import { isAccess, isPrimary } from './shortcuts';

interface KeysOptions {
  clientId: string;
  ref: RefObject<HTMLElement | null>;
  isMain: boolean;
  emit: () => void;
}

function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Key and paste handling of a rich-text region: formats, link, split, merge, slash, paste. */
export function useRichTextKeys({ clientId, ref, isMain, emit }: KeysOptions) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const ui = useCanvasUiStore();

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = ref.current;
      if (element === null) return;
      const key = event.key.toLowerCase();
      const selection = element.ownerDocument.getSelection();
      const action = richTextKeyAction({
        key,
        primary: isPrimary(event),
        access: isAccess(event),
        alt: event.altKey,
        shift: event.shiftKey,
        navigation: store.isNavigationMode(),
        hasRange:
          selection !== null &&
          selection.rangeCount > 0 &&
          element.contains(selection.getRangeAt(0).commonAncestorContainer),
        isMain,
      });
      if (action.kind === 'pass') return;
      if (action.kind === 'format') {
        event.preventDefault();
        if (toggleFormat(element, action.tag)) emit();
        return;
      }
      if (action.kind === 'link' && selection !== null) {
        event.preventDefault();
        event.stopPropagation();
        ui.set({ link: { element, range: selection.getRangeAt(0).cloneRange(), emit } });
        return;
      }
      const slash = ui.getState().slash;
      if (slash !== null && slash.clientId === clientId && (key === 'enter' || key === 'escape')) {
        return;
      }
      if (action.kind === 'line-break') {
        event.preventDefault();
        element.ownerDocument.execCommand('insertLineBreak');
        return;
      }
      if (action.kind === 'split') {
        event.preventDefault();
        const { before, after } = splitAtCaret(element);
        store.run(splitBlock, { clientId, before, after }, owner);
        return;
      }
      if (!isMain) return;
      if (key === 'backspace' && isCollapsed(element) && caretOffset(element) === 0) {
        event.preventDefault();
        store.run(mergeBlocks, { clientId }, owner);
        return;
      }
      if (
        key === 'delete' &&
        isCollapsed(element) &&
        caretOffset(element) === (element.textContent ?? '').length
      ) {
        const state = store.stateOf(owner);
        const location = findLocation(state.blocks, clientId);
        const next =
          location === null
            ? undefined
            : childrenOf(state.blocks, location.parentId)[location.index + 1];
        if (next === undefined) return;
        event.preventDefault();
        store.run(mergeBlocks, { clientId: next.clientId }, owner);
      }
    },
    [clientId, ref, isMain, emit, store, owner, ui],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLElement>) => {
      const element = ref.current;
      // In navigation mode a paste goes after the selected blocks (the canvas handles it).
      if (element === null || store.isNavigationMode()) return;
      event.preventDefault();
      const html = event.clipboardData.getData('text/html');
      const text = event.clipboardData.getData('text/plain');
      if (isMain && isBlockMarkup(text)) {
        // Blocks copied with 'Copy' (or from another editor) come back as the same blocks.
        const blocks = toEditorTree(parse(text));
        const { before, after } = splitAtCaret(element);
        store.run(pasteBlocks, { clientId, before, after, blocks }, owner);
        return;
      }
      const result = html !== '' ? htmlToBlocks(html, parseHtml) : textToBlocks(text);
      if (result.kind === 'inline' || !isMain) {
        const inline = result.kind === 'inline' ? result.html : text;
        element.ownerDocument.execCommand('insertHTML', false, inline);
        emit();
        return;
      }
      const blocks = result.blocks.map((spec) =>
        withClientIds(createBlock(store.registry, spec.name, spec.attributes, spec.innerBlocks)),
      );
      const { before, after } = splitAtCaret(element);
      store.run(pasteBlocks, { clientId, before, after, blocks }, owner);
    },
    [clientId, ref, isMain, emit, store, owner],
  );

  return Object.assign(onKeyDown, { onPaste });
}
