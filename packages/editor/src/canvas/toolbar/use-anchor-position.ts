import { useLayoutEffect, useState } from 'react';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { blockElement } from '../interaction/dom-blocks';

export interface AnchorPosition {
  top: number;
  left: number;
  bottom: number;
}

function same(a: AnchorPosition | null, b: AnchorPosition | null): boolean {
  return a !== null && b !== null && a.top === b.top && a.left === b.left && a.bottom === b.bottom;
}

/**
 * Where a block's element is, in page coordinates of the canvas document; measured again after
 * edits (the entity store changes) and when the frame resizes.
 */
export function useAnchorPosition(
  doc: Document,
  clientId: string | undefined,
): AnchorPosition | null {
  const entityStore = useEntityStore();
  const [position, setPosition] = useState<AnchorPosition | null>(null);
  useLayoutEffect(() => {
    const view = doc.defaultView;
    let frame = 0;
    const measure = () => {
      const element = clientId === undefined ? null : blockElement(doc, clientId);
      if (element === null) {
        setPosition(null);
        return;
      }
      const rect = element.getBoundingClientRect();
      const next = {
        top: rect.top + (view?.scrollY ?? 0),
        left: rect.left + (view?.scrollX ?? 0),
        bottom: rect.bottom + (view?.scrollY ?? 0),
      };
      setPosition((before) => (same(before, next) ? before : next));
    };
    const later = () => {
      if (view === null) return;
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(measure);
    };
    measure();
    const unsubscribe = entityStore.subscribe(later);
    view?.addEventListener('resize', later);
    return () => {
      unsubscribe();
      view?.cancelAnimationFrame(frame);
      view?.removeEventListener('resize', later);
    };
  }, [doc, clientId, entityStore]);
  return position;
}
