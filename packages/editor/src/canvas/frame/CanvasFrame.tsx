import { blockLibraryCss } from '@atelier/blocks';
import { escapeStyleText, type SiteStylesheet } from '@atelier/theme-json';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFirstScreenDrawn } from '../../app/first-screen';
import { setSafeHtml } from '../rich-text/safe-html';
import frameCss from './canvas-frame.css?inline';
import { FrameDocumentContext } from './frame-document';
import { framePieces } from './frame-style-pieces';
import { LayoutStylesProvider } from './LayoutStyles';

const FRAME_DOCUMENT =
  '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';
const LIBRARY_CSS = blockLibraryCss();

/** Replaces a frame's first (empty, quirks-mode) document with the canvas's own. */
function writeFrameDocument(doc: Document): void {
  doc.open();
  doc.write(FRAME_DOCUMENT);
  doc.close();
}

export interface CanvasFrameProps {
  /**
   * The global stylesheet (theme-json) for this theme and the user's styles, piece by piece: each
   * piece has its own `<style>`, so a change rewrites only the pieces it touched and the browser
   * parses and matches again only those (an unchanged `@font-face` piece keeps the text's layout;
   * a new body colour restyles from one rule on `body`). The `@font-face` piece joins once the
   * page's first screen has drawn (`framePieces`).
   */
  cssPieces: SiteStylesheet['pieces'];
  /** Duotone filter SVGs. */
  svgs: string;
  /** Called with the frame's document once it is ready (and null when it goes). */
  onDocument?(doc: Document | null): void;
  children: ReactNode;
}

/** The duotone filter SVGs, built from theme.json presets: cleaned like any markup in the frame. */
function DuotoneFilters({ svgs }: { svgs: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current !== null) setSafeHtml(ref.current, svgs);
  }, [svgs]);
  return <div hidden ref={ref} />;
}

/**
 * The canvas iframe (`editor-canvas`, as block-editor tooling expects): the same CSS the public
 * site gets, in its order (the block library's base CSS, then global styles, then the layouts'
 * block-support CSS, so theme.json wins over the core defaults), and the editor's own chrome; its
 * body holds the blocks through a portal, so they stay in this React tree. What it holds reads
 * the frame's document with `useFrameDocument`.
 */
export function CanvasFrame({ cssPieces, svgs, onDocument, children }: CanvasFrameProps) {
  const [doc, setDoc] = useState<Document | null>(null);
  const pieces = framePieces(cssPieces, useFirstScreenDrawn());
  const frameRef = useRef<HTMLIFrameElement>(null);
  const latestOnDocument = useRef(onDocument);
  latestOnDocument.current = onDocument;
  // The frame has no address: its empty document is there as soon as the frame is in the page,
  // and is written here (a standards-mode page) before the browser paints, so the blocks render
  // in the same task as the frame. A `srcdoc` document would come in a later task, after a load.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (frame === null) return;
    const take = (next: Document) => {
      setDoc(next);
      latestOnDocument.current?.(next);
    };
    const blank = frame.contentDocument;
    if (blank !== null) {
      writeFrameDocument(blank);
      take(blank);
      return;
    }
    // Where a frame's empty document is not made at once (jsdom): the same page from `srcdoc`.
    const onLoad = () => {
      if (frame.contentDocument !== null) take(frame.contentDocument);
    };
    frame.addEventListener('load', onLoad, { once: true });
    frame.srcdoc = FRAME_DOCUMENT;
    return () => frame.removeEventListener('load', onLoad);
  }, []);
  return (
    <>
      {/* The portal comes first: on unmount its nodes leave the frame's body before the frame goes. */}
      {doc !== null &&
        createPortal(
          <>
            <style data-atelier="block-library">{LIBRARY_CSS}</style>
            {pieces.map(({ name, css }) => (
              <style key={name} data-atelier="global-styles" data-piece={name}>
                {escapeStyleText(css)}
              </style>
            ))}
            <style data-atelier="canvas">{frameCss}</style>
            <DuotoneFilters svgs={svgs} />
            <FrameDocumentContext.Provider value={doc}>
              <LayoutStylesProvider>{children}</LayoutStylesProvider>
            </FrameDocumentContext.Provider>
          </>,
          doc.body,
        )}
      <iframe
        ref={frameRef}
        className="atelier-canvas__iframe"
        name="editor-canvas"
        title="Editor canvas"
      />
    </>
  );
}
