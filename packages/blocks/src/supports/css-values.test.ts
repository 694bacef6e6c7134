import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { createCoreRegistry } from '../library/core-blocks';
import { createBlock } from '../registry/create-block';
import { renderWithStyles } from '../render/render-blocks';
import { createMemoryContext } from '../testing/memory-lookups';
import { wrapperAttributes } from './block-wrapper';
import { layoutContainerCss } from './layout';
import { inlineStyle } from './style-value';

const BREAK_OUT = '1px;}</style><img src=x onerror=alert(1)>';
const registry = createCoreRegistry();

function blockType(name: string) {
  const type = registry.get(name);
  if (type === undefined) throw new Error(`${name} is not registered`);
  return type;
}

function block(name: string, attributes: Record<string, unknown>): string {
  return `<!-- wp:${name} ${JSON.stringify(attributes)} /-->`;
}

describe('CSS values of block supports', () => {
  it('leaves out inline declarations whose value is not of the property type', () => {
    const wrapper = wrapperAttributes(blockType('core/group'), {
      style: {
        color: { text: BREAK_OUT, background: '#fff' },
        spacing: { padding: { top: BREAK_OUT, left: 'var:preset|spacing|40' } },
        border: { width: BREAK_OUT, radius: '4px', style: 'solid;color:red' },
        typography: { fontSize: BREAK_OUT, letterSpacing: '1px' },
        dimensions: { minHeight: BREAK_OUT },
      },
    });
    expect(wrapper.style).toBe(
      'border-radius:4px;background-color:#fff;padding-left:var(--wp--preset--spacing--40);letter-spacing:1px',
    );
  });

  it('writes valid support values as before', () => {
    const wrapper = wrapperAttributes(blockType('core/group'), {
      style: {
        color: {
          text: 'var:preset|color|contrast',
          gradient: 'linear-gradient(90deg, #000 0%, #fff 100%)',
        },
        dimensions: { minHeight: '50vh' },
        spacing: { margin: { top: 'calc(1rem + 2px)' } },
        shadow: 'var:preset|shadow|natural',
      },
    });
    expect(wrapper.style).toContain('color:var(--wp--preset--color--contrast)');
    expect(wrapper.style).toContain('background:linear-gradient(90deg, #000 0%, #fff 100%)');
    expect(wrapper.style).toContain('min-height:50vh');
    expect(wrapper.style).toContain('margin-top:calc(1rem + 2px)');
  });

  it('drops block-specific declarations that are not of their type', () => {
    expect(
      inlineStyle([
        ['width', BREAK_OUT],
        ['height', '100px'],
        ['aspect-ratio', '16/9'],
      ]),
    ).toBe('height:100px;aspect-ratio:16/9');
  });
});

describe('cover block values', () => {
  it('saves no overlay colour, gradient or image address that could leave its declaration', () => {
    const cover = createBlock(registry, 'core/cover', {
      url: '/a.png);}</style><img src=x onerror=alert(1)>',
      hasParallax: true,
      customOverlayColor: BREAK_OUT,
      customGradient: `linear-gradient(red, blue);${BREAK_OUT}`,
    });
    expect(cover.innerHTML).not.toContain('onerror');
    expect(cover.innerHTML).toContain('style="background-position:50% 50%"');
  });

  it('keeps ordinary values as the block editor writes them', () => {
    const cover = createBlock(registry, 'core/cover', {
      url: '/wp-content/uploads/a.png',
      hasParallax: true,
      customOverlayColor: '#123456',
    });
    expect(cover.innerHTML).toContain('background-image:url(/wp-content/uploads/a.png)');
    expect(cover.innerHTML).toContain('background-color:#123456');
  });
});

describe('CSS values of layout containers', () => {
  it('leaves out content sizes, gaps and column widths that are not lengths', () => {
    const group = blockType('core/group');
    expect(
      layoutContainerCss('.c', group, {
        layout: { type: 'constrained', contentSize: BREAK_OUT, wideSize: BREAK_OUT },
        style: { spacing: { blockGap: BREAK_OUT } },
      }),
    ).toBe('');
    const grid = layoutContainerCss('.c', group, {
      layout: { type: 'grid', minimumColumnWidth: BREAK_OUT, columnCount: '3;}</style>' },
      style: { spacing: { blockGap: { top: BREAK_OUT, left: '2rem' } } },
    });
    expect(grid).toBe('.c{gap:0 2rem}');
  });

  it('keeps valid layout values', () => {
    const css = layoutContainerCss('.c', blockType('core/group'), {
      layout: { type: 'constrained', contentSize: '640px', wideSize: 'var:preset|spacing|80' },
    });
    expect(css).toContain('max-width:640px');
    expect(css).toContain('.c > .alignwide{max-width:var(--wp--preset--spacing--80)}');
  });
});

describe('rendered CSS', () => {
  it('never holds </style or markup, whatever the attributes', async () => {
    const markup = [
      block('group', { layout: { type: 'constrained', contentSize: BREAK_OUT } }),
      block('group', { style: { elements: { link: { color: { text: BREAK_OUT } } } } }),
      block('group', { style: { elements: { heading: { color: { background: BREAK_OUT } } } } }),
      block('group', { style: { color: { duotone: `var:preset|duotone|x ${BREAK_OUT}` } } }),
      block('group', { layout: { type: 'flex' }, style: { spacing: { blockGap: BREAK_OUT } } }),
      block('group', { layout: { type: 'grid', minimumColumnWidth: BREAK_OUT } }),
    ].join('');
    const result = await renderWithStyles(parse(markup), createMemoryContext());
    expect(result.css).not.toContain('<');
    expect(result.css).not.toContain('}');
    expect(result.html).not.toContain('<img');
  });
});
