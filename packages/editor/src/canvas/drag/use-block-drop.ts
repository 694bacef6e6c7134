import { parse } from '@atelier/blocks';
import { useEffect } from 'react';
import { createNewBlock } from '../inserter/new-block';
import { blockElementOf } from '../interaction/dom-blocks';
import type { BlockEditorStore } from '../state/block-editor-store';
import { toEditorTree } from '../state/editor-block';
import { insertBlocks } from '../state/insert-blocks';
import { moveBlocks } from '../state/move-blocks';
import { childrenOf, findLocation } from '../state/tree';
import { BLOCK_TYPE_MIME, BLOCKS_MIME, dropSide, MARKUP_MIME } from './drag-data';

function hasOurData(types: readonly string[]): boolean {
  return (
    types.includes(BLOCKS_MIME) || types.includes(BLOCK_TYPE_MIME) || types.includes(MARKUP_MIME)
  );
}

function readIds(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Drops on the canvas: blocks dragged by their handle move before or after the block under the
 * pointer; block types and patterns from the inserter are inserted there. Files are ignored.
 */
export function useBlockDrop({
  doc,
  store,
  enabled,
}: {
  doc: Document | null;
  store: BlockEditorStore;
  enabled: boolean;
}) {
  useEffect(() => {
    if (doc === null || !enabled) return;
    const indicator = doc.createElement('div');
    indicator.className = 'atelier-drop-indicator';
    indicator.hidden = true;
    doc.body.append(indicator);

    const target = (event: DragEvent) => {
      const element = blockElementOf(event.target);
      const clientId = element?.dataset.block;
      if (element === null || clientId === undefined) return null;
      const rect = element.getBoundingClientRect();
      return { element, clientId, rect, side: dropSide(rect, event.clientY) };
    };

    const onDragOver = (event: DragEvent) => {
      if (!hasOurData(Array.from(event.dataTransfer?.types ?? []))) return;
      event.preventDefault();
      const place = target(event);
      if (place === null) {
        indicator.hidden = true;
        return;
      }
      const view = doc.defaultView;
      indicator.hidden = false;
      indicator.style.left = `${place.rect.left + (view?.scrollX ?? 0)}px`;
      indicator.style.width = `${place.rect.width}px`;
      const y = place.side === 'before' ? place.rect.top : place.rect.bottom;
      indicator.style.top = `${y + (view?.scrollY ?? 0) - 1}px`;
    };

    const onDrop = (event: DragEvent) => {
      indicator.hidden = true;
      const data = event.dataTransfer;
      if (data === null || !hasOurData(Array.from(data.types))) {
        event.preventDefault();
        return;
      }
      event.preventDefault();
      const place = target(event);
      if (place === null) return;
      const owner = store.ownerOf(place.clientId);
      const state = store.stateOf(owner);
      const location = findLocation(state.blocks, place.clientId);
      if (location === null) return;
      const movedIds = readIds(data.getData(BLOCKS_MIME));
      if (movedIds.length > 0) {
        if (movedIds.includes(place.clientId)) return;
        const siblings = childrenOf(state.blocks, location.parentId).filter(
          (block) => !movedIds.includes(block.clientId),
        );
        const at = siblings.findIndex((block) => block.clientId === place.clientId);
        const index = place.side === 'before' ? at : at + 1;
        store.run(moveBlocks, { clientIds: movedIds, parentId: location.parentId, index }, owner);
        return;
      }
      const index = place.side === 'before' ? location.index : location.index + 1;
      const typeName = data.getData(BLOCK_TYPE_MIME);
      const markup = data.getData(MARKUP_MIME);
      const blocks =
        typeName !== '' ? [createNewBlock(store.registry, typeName)] : toEditorTree(parse(markup));
      store.run(insertBlocks, { blocks, parentId: location.parentId, index }, owner);
    };

    const onDragLeave = (event: DragEvent) => {
      if (event.relatedTarget === null) indicator.hidden = true;
    };

    doc.addEventListener('dragover', onDragOver);
    doc.addEventListener('drop', onDrop);
    doc.addEventListener('dragleave', onDragLeave);
    return () => {
      doc.removeEventListener('dragover', onDragOver);
      doc.removeEventListener('drop', onDrop);
      doc.removeEventListener('dragleave', onDragLeave);
      indicator.remove();
    };
  }, [doc, store, enabled]);
}
