import { describe, expect, it } from 'vitest';
import type { BlockType } from '../registry/block-type';
import { createRegistry } from '../registry/registry';
import { wrapperAttributes } from './block-wrapper';

const box: BlockType = createRegistry().register({
  name: 'acme/box',
  title: 'Box',
  category: 'design',
  attributes: {},
  supports: {
    anchor: true,
    align: ['wide', 'full'],
    color: { gradients: true },
    typography: { fontSize: true },
    spacing: { padding: true },
    layout: { default: { type: 'constrained' } },
  },
  save: () => '<div></div>',
});

describe('block wrapper', () => {
  it('combines default class, align, custom class and supports in the block editor order', () => {
    expect(
      wrapperAttributes(box, {
        className: 'is-style-card extra',
        align: 'wide',
        backgroundColor: 'base',
        fontSize: 'small',
        anchor: 'intro',
        style: { spacing: { padding: '1rem' } },
      }),
    ).toEqual({
      class:
        'wp-block-acme-box alignwide is-style-card extra has-base-background-color has-background has-small-font-size',
      style: 'padding:1rem',
      id: 'intro',
    });
  });

  it('orders inline declarations border, colour, dimensions, spacing, typography', () => {
    const all = createRegistry().register({
      name: 'acme/all',
      title: 'All',
      category: 'design',
      attributes: {},
      supports: {
        color: { text: true },
        typography: { fontSize: true },
        spacing: { padding: true, margin: true },
        border: { color: true, radius: true, width: true },
        dimensions: { minHeight: true },
      },
      save: () => '',
    });
    const wrapper = wrapperAttributes(all, {
      backgroundColor: 'base',
      style: {
        typography: { fontWeight: '700' },
        spacing: { padding: { top: '1px' }, margin: { top: '0' } },
        color: { text: '#111' },
        border: { radius: '4px', width: '1px', color: '#ccc' },
        dimensions: { minHeight: '10px' },
      },
    });
    expect(wrapper.style).toBe(
      'border-color:#ccc;border-width:1px;border-radius:4px;color:#111;min-height:10px;margin-top:0;padding-top:1px;font-weight:700',
    );
    expect(wrapper.class).toBe(
      'wp-block-acme-all has-base-background-color has-text-color has-background has-border-color',
    );
  });

  it('leaves out groups the block does not support', () => {
    const plain = createRegistry().register({
      name: 'acme/plain',
      title: 'Plain',
      category: 'design',
      attributes: {},
      save: () => '',
    });
    expect(wrapperAttributes(plain, { backgroundColor: 'base', align: 'wide' })).toEqual({
      class: 'wp-block-acme-plain',
      style: '',
      id: undefined,
    });
  });
});
