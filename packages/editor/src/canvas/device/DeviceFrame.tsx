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
import { clampWidth, frameHeight, isFullWidth, widthAfterKey } from './resizable-canvas';
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
  const width = canvasWidth ?? DEVICE_WIDTHS[device];
  const available = () => container.current?.clientWidth ?? 1024;
  const current = () => width ?? available();

  const setWidth = (next: number) => chrome.set({ canvasWidth: isFullWidth(next) ? null : next });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthAfterKey(current(), event.key, event.shiftKey, available(), 'editor');
    if (next === null) return;
    event.preventDefault();
    setWidth(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const startX = event.clientX;
    const startWidth = current();
    const max = available();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => {
      // The frame is centred: the handle moves half as far as the width changes.
      setWidth(clampWidth(startWidth + (moveEvent.clientX - startX) * 2, max, 'editor'));
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  };
  const fixed = width !== null && !zoomOut;
  return (
    <div className="atelier-device-frame" ref={container} data-device={device}>
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
