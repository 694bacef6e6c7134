import { createContext, useContext } from 'react';

/**
 * The canvas frame's document: given by `CanvasFrame` to what it holds, and by `EditorChrome` to
 * the chrome around the frame; null until the frame has loaded.
 */
export const FrameDocumentContext = createContext<Document | null>(null);

/**
 * The canvas frame's document; null before it has loaded or outside a canvas. A part that needs
 * it reads it here instead of taking it as a prop, so the elements around it stay the same
 * objects when the document arrives, and only the parts that read it render again.
 */
export function useFrameDocument(): Document | null {
  return useContext(FrameDocumentContext);
}
