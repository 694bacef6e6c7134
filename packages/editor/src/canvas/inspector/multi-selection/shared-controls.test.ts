import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { selectionSummary, sharedControls } from './shared-controls';

const registry = createCoreRegistry();
const type = (name: string) => registry.get(name);

describe('a multi-selection', () => {
  it('shares the style panels of one block type', () => {
    expect(sharedControls([type('core/paragraph'), type('core/paragraph')])).toEqual([
      'color',
      'typography',
      'dimensions',
    ]);
    expect(sharedControls([type('core/group'), type('core/group')])).toContain('border');
    // Layout, alignment and Advanced (anchor, class) stay per block.
    expect(sharedControls([type('core/group'), type('core/group')])).not.toContain('layout');
    expect(sharedControls([type('core/group'), type('core/group')])).not.toContain('advanced');
  });

  it('shares nothing across types, or with an unknown block', () => {
    expect(sharedControls([type('core/paragraph'), type('core/heading')])).toEqual([]);
    expect(sharedControls([type('core/paragraph'), undefined])).toEqual([]);
    expect(sharedControls([])).toEqual([]);
  });

  it("is summed up as '{n} blocks'", () => {
    expect(selectionSummary(2)).toBe('2 blocks');
    expect(selectionSummary(12)).toBe('12 blocks');
  });
});
