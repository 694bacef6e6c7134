import { blockLibraryCss } from '@atelier/blocks';
import { escapeStyleText } from '@atelier/theme-json';
import { useEffect, useLayoutEffect, useState } from 'react';
import { PREVIEW_SANDBOX } from '../../../components/preview-sandbox';
import { frameBox } from './frame-box';
import './ExampleFrame.css';

/**
 * The frame's document: slots for the global stylesheet, the duotone filters (each SVG hides
 * itself) and the blocks, written by the editor (same origin, no script runs inside); nothing in
 * it takes the pointer.
 */
const FRAME_DOCUMENT = `<!doctype html><html><head><meta charset="utf-8"><style>${blockLibraryCss()}</style><style data-slot="styles"></style><style>html,body{margin:0;overflow:hidden}body{pointer-events:none}.atelier-example{display:flow-root;padding:1px 20px}</style></head><body><div data-slot="duotone"></div><div class="wp-site-blocks atelier-example" data-slot="content"></div></body></html>`;

function slot(doc: Document, name: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[data-slot="${name}"]`);
}

/** The width of an element, followed as it changes. */
function useWidth(element: HTMLElement | null, watch: boolean): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!watch || element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, watch]);
  return width;
}

/** The height of a frame's content, followed as it changes (styles, images arriving). */
function useContentHeight(doc: Document | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (doc === null) return;
    const root = doc.documentElement;
    const measure = () => setHeight(Math.ceil(root.getBoundingClientRect().height));
    measure();
    doc.addEventListener('load', measure, true);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(root);
    return () => {
      doc.removeEventListener('load', measure, true);
      observer?.disconnect();
    };
  }, [doc]);
  return height;
}

export interface ExampleFrameProps {
  /** The rendered blocks (as the blocks renderer prints them). */
  html: string;
  /** The site's global stylesheet. */
  css: string;
  /** The duotone filters' SVGs, printed once in the body. */
  duotoneSvgs: string;
  /** The frame's accessible name. */
  title: string;
  /** Lay the blocks out at this width and scale them down to the box; else at the box's width. */
  viewportWidth?: number;
  /** The box's least height, in CSS pixels: shorter blocks sit in its middle. */
  minHeight?: number;
}

/**
 * Blocks in a sandboxed frame as tall as they are, styled with the given stylesheet. The
 * document is written once; a new stylesheet or new blocks replace its slots in place, so an
 * edit in the Styles sidebar shows at once, without reloading the frame.
 */
export function ExampleFrame({
  html,
  css,
  duotoneSvgs,
  title,
  viewportWidth,
  minHeight,
}: ExampleFrameProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  // The site's background, read back from the frame, fills the box round the blocks too.
  const [background, setBackground] = useState<string | undefined>(undefined);
  const boxWidth = useWidth(box, viewportWidth !== undefined);
  const contentHeight = useContentHeight(doc);

  useLayoutEffect(() => {
    const target = doc === null ? null : slot(doc, 'styles');
    if (target === null || doc === null) return;
    target.textContent = escapeStyleText(css);
    setBackground(doc.defaultView?.getComputedStyle(doc.body).backgroundColor);
  }, [doc, css]);
  useLayoutEffect(() => {
    const target = doc === null ? null : slot(doc, 'duotone');
    if (target !== null) target.innerHTML = duotoneSvgs;
  }, [doc, duotoneSvgs]);
  useLayoutEffect(() => {
    const target = doc === null ? null : slot(doc, 'content');
    if (target !== null) target.innerHTML = html;
  }, [doc, html]);

  const size = frameBox(contentHeight, boxWidth, viewportWidth);
  return (
    <div
      ref={setBox}
      className="atelier-example-frame"
      style={{ minHeight: minHeight === undefined ? undefined : `${minHeight}px`, background }}
    >
      <div className="atelier-example-frame__window" style={{ height: `${size.height}px` }}>
        <iframe
          className="atelier-example-frame__iframe"
          title={title}
          srcDoc={FRAME_DOCUMENT}
          sandbox={PREVIEW_SANDBOX}
          tabIndex={-1}
          onLoad={(event) => setDoc(event.currentTarget.contentDocument)}
          style={{
            width: size.width,
            height: `${contentHeight}px`,
            transform: size.scale === 1 ? undefined : `scale(${size.scale})`,
          }}
        />
      </div>
    </div>
  );
}
