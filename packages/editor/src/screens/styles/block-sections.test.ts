import { describe, expect, it } from 'vitest';
import { blocksParent, blocksSectionOf, parseBlocksSection } from './block-sections';
import { parentScreen, parseSection, sectionOf } from './styles-sections';

describe('Blocks sections', () => {
  it('reads the list, a block and one of its style variations, the name URL-encoded', () => {
    expect(parseBlocksSection('/blocks')).toEqual({ kind: 'blocks' });
    expect(parseBlocksSection('/blocks/core%2Fbutton')).toEqual({
      kind: 'block',
      name: 'core/button',
    });
    expect(parseBlocksSection('/blocks/core%2Fbutton/variations/outline')).toEqual({
      kind: 'block',
      name: 'core/button',
      variation: 'outline',
    });
  });

  it('reads nothing from other or malformed paths', () => {
    expect(parseBlocksSection('/colors')).toBeUndefined();
    expect(parseBlocksSection('/blocks/core%2Fbutton/variations')).toBeUndefined();
    expect(parseBlocksSection('/blocks/core%2Fbutton/styles/outline')).toBeUndefined();
    expect(parseBlocksSection('/blocks/%E0%A4%A')).toBeUndefined();
    expect(parseSection('/blocks/core%2Fbutton/variations/outline/more')).toEqual({
      kind: 'root',
    });
  });

  it('writes the section of each screen and goes up one level', () => {
    const variation = { kind: 'block', name: 'core/button', variation: 'outline' } as const;
    expect(blocksSectionOf(variation)).toBe('/blocks/core%2Fbutton/variations/outline');
    expect(sectionOf({ kind: 'block', name: 'core/button' })).toBe('/blocks/core%2Fbutton');
    expect(sectionOf({ kind: 'blocks' })).toBe('/blocks');
    expect(parseSection(sectionOf(variation))).toEqual(variation);
    expect(blocksParent(variation)).toEqual({ kind: 'block', name: 'core/button' });
    expect(parentScreen({ kind: 'block', name: 'core/button' })).toEqual({ kind: 'blocks' });
    expect(parentScreen({ kind: 'blocks' })).toEqual({ kind: 'root' });
  });
});
