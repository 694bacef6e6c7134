import { describe, expect, it } from 'vitest';
import { computeSpacingSizes } from './spacing-scale';

describe('computeSpacingSizes', () => {
  it('builds the 7-step multiplicative scale with names', () => {
    const sizes = computeSpacingSizes({
      operator: '*',
      increment: 1.5,
      steps: 7,
      mediumStep: 1.5,
      unit: 'rem',
    });
    expect(sizes.map((size) => size.name)).toEqual([
      '2X-Small',
      'X-Small',
      'Small',
      'Medium',
      'Large',
      'X-Large',
      '2X-Large',
    ]);
    expect(sizes[0]).toEqual({ name: '2X-Small', slug: '20', size: '0.44rem' });
  });

  it('moves steps that would reach zero above the midpoint with an additive scale', () => {
    const sizes = computeSpacingSizes({
      operator: '+',
      increment: 1,
      steps: 5,
      mediumStep: 1,
      unit: 'px',
    });
    expect(sizes.map((size) => `${size.slug}:${size.size}`)).toEqual([
      '50:1px',
      '60:2px',
      '70:3px',
      '80:4px',
      '90:5px',
    ]);
  });

  it('yields nothing for zero steps or an incomplete scale', () => {
    expect(
      computeSpacingSizes({ operator: '*', increment: 2, steps: 0, mediumStep: 1, unit: 'rem' }),
    ).toEqual([]);
    expect(computeSpacingSizes({ operator: '*', steps: 3 })).toEqual([]);
  });
});
