import { useChrome, useChromeStore } from '../chrome/ChromeContext';
import { DEVICES } from './device-sizes';

/** Device preview buttons of the header: Desktop, Tablet, Mobile (zoom-out ends). */
export function DevicePreview() {
  const chrome = useChromeStore();
  const device = useChrome((state) => state.device);
  return (
    <fieldset className="atelier-chrome__devices">
      <legend className="atelier-chrome__hidden">View</legend>
      {DEVICES.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={device === name}
          onClick={() => chrome.set({ device: name, canvasWidth: null, zoomOut: false })}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}
