import { useLayoutEffect } from 'react';
import css from './block-toolbar.css?inline';

const STYLE_ID = 'atelier-block-toolbar-css';

/** Adds the block toolbar's stylesheet to the canvas document once. */
export function useToolbarCss(doc: Document): void {
  useLayoutEffect(() => {
    if (doc.getElementById(STYLE_ID) !== null) return;
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    doc.head.append(style);
  }, [doc]);
}
