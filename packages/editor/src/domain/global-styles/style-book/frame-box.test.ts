import { describe, expect, it } from 'vitest';
import { frameBox } from './frame-box';

describe('frameBox', () => {
  it('takes the box width and the content height without a viewport width', () => {
    expect(frameBox(240, 800)).toEqual({ width: '100%', height: 240, scale: 1 });
  });

  it('scales a wider layout down to the box, the box as tall as the scaled content', () => {
    expect(frameBox(301, 250, 500)).toEqual({ width: '500px', height: 151, scale: 0.5 });
  });

  it('never scales up, and shows nothing before the box has a width', () => {
    expect(frameBox(100, 900, 500)).toEqual({ width: '500px', height: 100, scale: 1 });
    expect(frameBox(100, 0, 500)).toEqual({ width: '500px', height: 0, scale: 0 });
  });
});
