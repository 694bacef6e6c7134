import { DEVICES, type Device } from '../device/device-sizes';
import type { ChromeState } from './chrome-store';

/** One choice of the header's 'View' menu. */
export interface DeviceChoice {
  device: Device;
  checked: boolean;
}

/** The View menu's device choices, the previewed one checked. */
export function deviceChoices(current: Device): DeviceChoice[] {
  return DEVICES.map((device) => ({ device, checked: device === current }));
}

/**
 * What choosing a device changes: the device, the canvas back to that device's width (a width
 * the user dragged to is dropped) and zoom-out ended.
 */
export function chooseDevice(
  device: Device,
): Pick<ChromeState, 'device' | 'canvasWidth' | 'zoomOut'> {
  return { device, canvasWidth: null, zoomOut: false };
}
