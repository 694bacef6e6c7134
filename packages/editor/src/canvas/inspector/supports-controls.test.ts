import { coreBlocks, createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { CONTROL_RULES, colorFeatures, controlsFor, dimensionFeatures } from './supports-controls';

describe('supports → controls', () => {
  const registry = createCoreRegistry();
  const controls = (name: string) => {
    const type = registry.get(name);
    if (type === undefined) throw new Error(`no ${name}`);
    return controlsFor(type);
  };

  it('a group gets colour, typography, dimensions, border, layout, alignment and advanced', () => {
    expect(controls('core/group')).toEqual([
      'alignment',
      'layout',
      'color',
      'typography',
      'dimensions',
      'border',
      'advanced',
    ]);
  });

  it('gives panels by supports only, whatever the block is called', () => {
    const supports = registry.get('core/heading')?.supports ?? {};
    expect(controlsFor({ supports })).toEqual(controls('core/heading'));
    expect(controls('core/spacer')).toEqual(['dimensions', 'advanced']);
  });

  it('the image gets Filters (its duotone) after its colour place, the paragraph none', () => {
    expect(controls('core/image')).toEqual([
      'alignment',
      'filter',
      'dimensions',
      'border',
      'advanced',
    ]);
    expect(controls('core/paragraph')).not.toContain('filter');
  });

  it('a block without supports only gets Advanced (custom class names are on by default)', () => {
    expect(controlsFor({ supports: {} })).toEqual(['advanced']);
    expect(controlsFor({ supports: { customClassName: false } })).toEqual([]);
  });

  it('colour: text and background unless turned off, link only when on', () => {
    expect(colorFeatures({ color: {} })).toEqual({ text: true, background: true, link: false });
    expect(colorFeatures({ color: { text: false, link: true } })).toEqual({
      text: false,
      background: true,
      link: true,
    });
    expect(colorFeatures({})).toEqual({ text: false, background: false, link: false });
  });

  it('dimensions: side lists count, empty lists do not', () => {
    expect(dimensionFeatures({ spacing: { margin: ['top'], padding: [] } })).toEqual({
      padding: false,
      margin: true,
      blockGap: false,
      minHeight: false,
    });
  });

  it('every rule has its own id and every core block gets a known list', () => {
    const ids = CONTROL_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of coreBlocks) {
      for (const id of controlsFor(type)) expect(ids).toContain(id);
    }
  });
});
