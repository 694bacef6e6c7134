import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useChrome, useChromeStore } from '../chrome/ChromeContext';
import { DEVICE_WIDTHS } from './device-sizes';
import {
  dragWidth,
  frameHeight,
  isFullWidth,
  RESIZE_GUTTER,
  widthAfterKey,
} from './resizable-canvas';
import './DeviceFrame.css';

/**
 * The canvas at the previewed device's width, resizable with the handle (drag, or arrow keys:
 * 20 px, 100 px with Shift) between 320 px and 150 % of the available width; at 1300 px or more
 * it fills the space again.
 */
export function DeviceFrame({ children, resizable }: { children: ReactNode; resizable: boolean }) {
  const chrome = useChromeStore();
  const device = useChrome((state) => state.device);
  const canvasWidth = useChrome((state) => state.canvasWidth);
  const zoomOut = useChrome((state) => state.zoomOut);
  const container = useRef<HTMLDivElement>(null);
  const [availableHeight, setAvailableHeight] = useState(0);
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => setAvailableHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const [isResizing, setResizing] = useState(false);
  const width = canvasWidth ?? DEVICE_WIDTHS[device];
  // The handle needs a gutter beside the canvas, inside the content area, to stay reachable.
  const gutter = resizable && !zoomOut ? RESIZE_GUTTER : 0;
  const available = () => (container.current?.clientWidth ?? 1024) - 2 * gutter;
  const current = () => width ?? available();

  const setWidth = (next: number) => chrome.set({ canvasWidth: isFullWidth(next) ? null : next });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthAfterKey(current(), event.key, event.shiftKey, available(), 'editor');
    if (next === null) return;
    event.preventDefault();
    setWidth(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // No text selection while dragging; the canvas frame must not swallow the pointer.
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = current();
    const max = available();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    setResizing(true);
    const move = (moveEvent: globalThis.PointerEvent) => {
      setWidth(dragWidth(startWidth, moveEvent.clientX - startX, max));
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setResizing(false);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };
  const fixed = width !== null && !zoomOut;
  return (
    <div
      className={`atelier-device-frame${isResizing ? ' is-resizing' : ''}`}
      ref={container}
      data-device={device}
      style={gutter > 0 ? { paddingInline: gutter } : undefined}
    >
      <div
        className={`atelier-device-frame__canvas${fixed ? ' is-resized' : ''}`}
        style={
          fixed
            ? {
                width,
                // A width the user set keeps the 9 / 19.5 aspect ratio; device presets fill the height.
                ...(canvasWidth !== null && availableHeight > 0
                  ? { height: frameHeight(width, availableHeight - 48) }
                  : {}),
              }
            : undefined
        }
      >
        {children}
        {resizable && !zoomOut && (
          // biome-ignore lint/a11y/useSemanticElements: a focusable splitter is a separator with a value
          <div
            className="atelier-device-frame__handle"
            role="separator"
            aria-orientation="vertical"
            aria-label="Drag to resize"
            aria-valuenow={Math.round(current())}
            aria-valuemin={320}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
          />
        )}
      </div>
    </div>
  );
}
