/** Device previews of the editor header. */
export type Device = 'Desktop' | 'Tablet' | 'Mobile';

export const DEVICES: readonly Device[] = ['Desktop', 'Tablet', 'Mobile'];

/** Canvas width of each device preview in px (Desktop fills the space). */
export const DEVICE_WIDTHS: Record<Device, number | null> = {
  Desktop: null,
  Tablet: 780,
  Mobile: 360,
};
