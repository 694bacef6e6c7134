import { useEffect } from 'react';
import { ZOOM_OUT } from './chrome-rules';

const STYLE_ID = 'atelier-chrome-canvas-css';

/**
 * The docked block toolbar's height (48 px and its borders). Top toolbar mode reserves it above
 * the canvas content, so the toolbar covers nothing (WordPress docks it in the header instead).
 */
const FIXED_TOOLBAR_HEIGHT = 50;

const CANVAS_CSS = `
html.is-zoomed-out { background: #ddd; }
html.is-zoomed-out body {
  transform: scale(${ZOOM_OUT.scale});
  transform-origin: top center;
  margin: ${ZOOM_OUT.frameSize}px 0;
}
body.is-focus-mode .block-editor-block-list__block:not(.is-selected):not(:has(.is-selected)) {
  opacity: 0.3;
  transition: opacity 0.1s;
}
.atelier-block-warning {
  font: 13px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif;
  color: #1e1e1e;
  background: #fff;
  border: 1px solid #1e1e1e;
  border-radius: 2px;
  padding: 12px;
}
.atelier-block-warning p { margin: 0 0 8px; }
.atelier-block-warning button { margin-right: 8px; font: inherit; }
html.has-fixed-toolbar {
  padding-top: ${FIXED_TOOLBAR_HEIGHT}px;
  scroll-padding-top: ${FIXED_TOOLBAR_HEIGHT}px;
}
body.has-fixed-toolbar .atelier-block-toolbar {
  position: fixed !important;
  top: 0 !important;
  left: 0 !important;
  right: 0;
  transform: none !important;
}
`;

/**
 * Zoom-out, spotlight and the top toolbar (docked at the top of the frame, its height kept
 * free above the content) as classes on the canvas frame's document.
 */
export function useCanvasDocState(
  doc: Document | null,
  state: { zoomOut: boolean; spotlight: boolean; fixedToolbar: boolean },
): void {
  useEffect(() => {
    if (doc === null || doc.getElementById(STYLE_ID) !== null) return;
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CANVAS_CSS;
    doc.head.append(style);
  }, [doc]);
  useEffect(() => {
    if (doc === null) return;
    doc.documentElement.classList.toggle('is-zoomed-out', state.zoomOut);
    doc.body.classList.toggle('is-focus-mode', state.spotlight);
    doc.documentElement.classList.toggle('has-fixed-toolbar', state.fixedToolbar);
    doc.body.classList.toggle('has-fixed-toolbar', state.fixedToolbar);
  }, [doc, state.zoomOut, state.spotlight, state.fixedToolbar]);
}
