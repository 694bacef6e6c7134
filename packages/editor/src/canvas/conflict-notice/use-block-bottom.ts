import { useLayoutEffect, useState } from 'react';
import type * as Y from 'yjs';
import { blockElement } from '../interaction/dom-blocks';

/** Where a notice under a block goes, in page coordinates of the canvas document. */
export interface BelowBlock {
  top: number;
  left: number;
  width: number;
}

function same(a: BelowBlock | null, b: BelowBlock | null): boolean {
  return a !== null && b !== null && a.top === b.top && a.left === b.left && a.width === b.width;
}

/**
 * The place just under a block's element in the frame, or null while it is not drawn; measured
 * again once a frame after the record document changes and when the frame resizes.
 */
export function useBlockBottom(
  frameDoc: Document,
  clientId: string,
  doc: Y.Doc,
): BelowBlock | null {
  const [place, setPlace] = useState<BelowBlock | null>(null);
  useLayoutEffect(() => {
    const view = frameDoc.defaultView;
    let frame = 0;
    const measure = () => {
      const element = blockElement(frameDoc, clientId);
      if (element === null) {
        setPlace(null);
        return;
      }
      const rect = element.getBoundingClientRect();
      const next = {
        top: rect.bottom + (view?.scrollY ?? 0),
        left: rect.left + (view?.scrollX ?? 0),
        width: rect.width,
      };
      setPlace((before) => (same(before, next) ? before : next));
    };
    const later = () => {
      if (view === null) return;
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(measure);
    };
    measure();
    doc.on('afterTransaction', later);
    view?.addEventListener('resize', later);
    return () => {
      doc.off('afterTransaction', later);
      view?.cancelAnimationFrame(frame);
      view?.removeEventListener('resize', later);
    };
  }, [frameDoc, clientId, doc]);
  return place;
}
