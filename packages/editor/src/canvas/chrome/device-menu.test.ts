import { describe, expect, it } from 'vitest';
import { createChromeStore } from './chrome-store';
import { chooseDevice, deviceChoices } from './device-menu';

describe('the View menu', () => {
  it('lists Desktop, Tablet and Mobile with the previewed device checked', () => {
    expect(deviceChoices('Tablet')).toEqual([
      { device: 'Desktop', checked: false },
      { device: 'Tablet', checked: true },
      { device: 'Mobile', checked: false },
    ]);
    expect(deviceChoices('Desktop').filter((choice) => choice.checked)).toHaveLength(1);
  });

  it('choosing a device drops a dragged width and ends zoom-out', () => {
    const store = createChromeStore({ zoomOut: true, canvasWidth: 512 });
    store.set(chooseDevice('Mobile'));
    expect(store.getState()).toMatchObject({ device: 'Mobile', canvasWidth: null, zoomOut: false });
    expect(deviceChoices(store.getState().device).find((choice) => choice.checked)?.device).toBe(
      'Mobile',
    );
  });
});
