import { describe, expect, it } from 'vitest';
import type { BlockType } from '../registry/block-type';
import { createRegistry } from '../registry/registry';
import { layoutClasses, layoutContainerCss } from './layout';

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

describe('layout', () => {
  it('names the layout type in classes, defaulting to the type default', () => {
    expect(layoutClasses(box, {})).toEqual([
      'is-layout-constrained',
      'wp-block-acme-box-is-layout-constrained',
    ]);
    expect(
      layoutClasses(box, {
        layout: {
          type: 'flex',
          flexWrap: 'nowrap',
          justifyContent: 'center',
          orientation: 'vertical',
        },
      }),
    ).toEqual([
      'is-layout-flex',
      'wp-block-acme-box-is-layout-flex',
      'is-content-justification-center',
      'is-nowrap',
      'is-vertical',
    ]);
    expect(layoutClasses(box, { layout: { inherit: true, type: 'default' } })[0]).toBe(
      'is-layout-constrained',
    );
  });

  it('prints justification, nowrap and vertical only from the saved layout, as WordPress', () => {
    const row: BlockType = createRegistry().register({
      name: 'acme/row',
      title: 'Row',
      category: 'design',
      attributes: {},
      supports: {
        layout: {
          default: {
            type: 'flex',
            flexWrap: 'nowrap',
            justifyContent: 'left',
            orientation: 'vertical',
          },
        },
      },
      save: () => '<div></div>',
    });
    expect(layoutClasses(row, {})).toEqual(['is-layout-flex', 'wp-block-acme-row-is-layout-flex']);
    expect(layoutClasses(row, { layout: { type: 'flex', flexWrap: 'nowrap' } })).toContain(
      'is-nowrap',
    );
  });

  it('gives constrained containers the root padding when the theme asks for it', () => {
    expect(layoutClasses(box, {}, { rootPaddingAware: true })).toContain('has-global-padding');
    expect(layoutClasses(box, {})).not.toContain('has-global-padding');
    expect(
      layoutClasses(box, { layout: { type: 'flex' } }, { rootPaddingAware: true }),
    ).not.toContain('has-global-padding');
  });

  it('writes container CSS for custom sizes, flex settings and gaps', () => {
    expect(
      layoutContainerCss('.c', box, { layout: { type: 'constrained', contentSize: '600px' } }),
    ).toBe(
      '.c > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:600px;margin-left:auto !important;margin-right:auto !important}.c > .alignwide{max-width:600px}',
    );
    expect(
      layoutContainerCss('.c', box, {
        layout: { type: 'flex', justifyContent: 'space-between' },
        style: { spacing: { blockGap: 'var:preset|spacing|20' } },
      }),
    ).toBe('.c{gap:var(--wp--preset--spacing--20);justify-content:space-between}');
    expect(layoutContainerCss('.c', box, { layout: { type: 'grid', columnCount: 3 } })).toBe(
      '.c{grid-template-columns:repeat(3, minmax(0, 1fr))}',
    );
    expect(layoutContainerCss('.c', box, {})).toBe('');
    // Flex vertical alignment: the cross axis of a row, the main axis of a column.
    expect(
      layoutContainerCss('.c', box, { layout: { type: 'flex', verticalAlignment: 'center' } }),
    ).toBe('.c{align-items:center}');
    expect(
      layoutContainerCss('.c', box, {
        layout: { type: 'flex', orientation: 'vertical', verticalAlignment: 'bottom' },
      }),
    ).toBe('.c{flex-direction:column;justify-content:flex-end}');
    expect(
      layoutContainerCss('.c', box, { layout: { type: 'flex', verticalAlignment: 'sideways' } }),
    ).toBe('');
    expect(
      layoutContainerCss('.c', box, { layout: { type: 'constrained', justifyContent: 'left' } }),
    ).toBe(
      '.c > :where(:not(.alignleft):not(.alignright):not(.alignfull)){margin-left:0 !important;margin-right:auto !important}',
    );
  });
});
