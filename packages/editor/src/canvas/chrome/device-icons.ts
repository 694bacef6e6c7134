import type { ReactNode } from 'react';
import { DesktopIcon, MobileIcon, TabletIcon } from '../../ui/icons';
import type { Device } from '../device/device-sizes';

/** The icon of each previewed device: the View menu's button and its choices show them. */
export const DEVICE_ICONS: Readonly<Record<Device, () => ReactNode>> = {
  Desktop: DesktopIcon,
  Tablet: TabletIcon,
  Mobile: MobileIcon,
};
