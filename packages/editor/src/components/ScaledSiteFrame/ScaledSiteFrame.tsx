import { useEffect, useRef, useState } from 'react';
import './ScaledSiteFrame.css';
import { useAfterPaint } from '../../ui/use-after-paint';
import { PREVIEW_SANDBOX } from '../preview-sandbox';

interface ScaledSiteFrameProps {
  /** The page's address; or, for markup rendered in the editor, `srcDoc`. */
  src?: string;
  /** A whole document to show instead of an address (block previews). */
  srcDoc?: string;
  /** Accessible name of the frame. */
  title: string;
  /** Width the page is laid out at, in CSS pixels; the frame is scaled down to fit its box. */
  viewportWidth?: number;
  /** Thumbnails load only when scrolled near (lazy) and take no focus or pointer. */
  thumbnail?: boolean;
}

interface BoxSize {
  width: number;
  height: number;
}

/**
 * A page of the public site shown smaller: laid out at a desktop width and scaled to the width
 * of its box, so a template preview or a grid card shows the page as visitors see it. The frame
 * is added once its box has been painted: creating a frame (its document, its page's load and
 * layout on the same thread) never holds back the paint of what came with it (a list's rows).
 */
export function ScaledSiteFrame({
  src,
  srcDoc,
  title,
  viewportWidth = 1280,
  thumbnail = false,
}: ScaledSiteFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<BoxSize>({ width: 0, height: 0 });
  const boxPainted = useAfterPaint(true);

  useEffect(() => {
    const element = boxRef.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = box.width > 0 ? box.width / viewportWidth : 0;
  return (
    <div ref={boxRef} className={`atelier-scaled-frame${thumbnail ? ' is-thumbnail' : ''}`}>
      {scale > 0 && boxPainted && (
        <iframe
          className="atelier-scaled-frame__iframe"
          src={src}
          srcDoc={srcDoc}
          title={title}
          sandbox={PREVIEW_SANDBOX}
          loading={thumbnail ? 'lazy' : 'eager'}
          tabIndex={thumbnail ? -1 : undefined}
          style={{
            width: `${viewportWidth}px`,
            height: `${Math.ceil(box.height / scale)}px`,
            transform: `scale(${scale})`,
          }}
        />
      )}
    </div>
  );
}
