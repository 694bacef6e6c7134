import { describe, expect, it } from 'vitest';
import { borderOutput } from './border';
import { colorOutput } from './color';
import { dimensionsOutput } from './dimensions';
import { shadowOutput } from './shadow';
import { spacingOutput } from './spacing';
import { inlineStyle, presetValue } from './style-value';
import { typographyOutput } from './typography';

describe('presets', () => {
  it('turns preset references into custom properties', () => {
    expect(presetValue('var:preset|color|accent-2')).toBe('var(--wp--preset--color--accent-2)');
    expect(presetValue('var:preset|spacing|40')).toBe('var(--wp--preset--spacing--40)');
    expect(presetValue('var:custom|lineHeight|tight')).toBe(
      'var(--wp--custom--line-height--tight)',
    );
    expect(presetValue('12px')).toBe('12px');
  });

  it('writes inline styles without spaces', () => {
    expect(
      inlineStyle([
        ['color', 'red'],
        ['padding-top', '1rem'],
      ]),
    ).toBe('color:red;padding-top:1rem');
  });
});

describe('colour support', () => {
  it('writes preset classes', () => {
    expect(colorOutput({ textColor: 'contrast', backgroundColor: 'base' })).toEqual({
      classes: [
        'has-contrast-color',
        'has-base-background-color',
        'has-text-color',
        'has-background',
      ],
      styles: [],
    });
  });

  it('writes custom colours inline', () => {
    expect(colorOutput({ style: { color: { text: '#111', background: '#eee' } } })).toEqual({
      classes: ['has-text-color', 'has-background'],
      styles: [
        ['color', '#111'],
        ['background-color', '#eee'],
      ],
    });
  });

  it('prefers a gradient over a background colour', () => {
    expect(colorOutput({ gradient: 'sunset', backgroundColor: 'base' }).classes).toEqual([
      'has-sunset-gradient-background',
      'has-background',
    ]);
    expect(
      colorOutput({ style: { color: { gradient: 'linear-gradient(red,blue)' } } }).styles,
    ).toEqual([['background', 'linear-gradient(red,blue)']]);
  });

  it('marks link colours', () => {
    const out = colorOutput({
      style: { elements: { link: { color: { text: 'var:preset|color|accent' } } } },
    });
    expect(out.classes).toEqual(['has-link-color']);
  });

  it('resolves preset references in custom values', () => {
    expect(colorOutput({ style: { color: { text: 'var:preset|color|accent' } } }).styles).toEqual([
      ['color', 'var(--wp--preset--color--accent)'],
    ]);
  });
});

describe('typography support', () => {
  it('writes font size and family classes', () => {
    expect(typographyOutput({ fontSize: 'x-large', fontFamily: 'heading' }).classes).toEqual([
      'has-heading-font-family',
      'has-x-large-font-size',
    ]);
  });

  it('writes custom typography inline', () => {
    const out = typographyOutput({
      style: {
        typography: {
          fontSize: '2rem',
          lineHeight: '1.2',
          fontWeight: '700',
          letterSpacing: '1px',
          textTransform: 'uppercase',
        },
      },
    });
    expect(out.styles).toEqual([
      ['font-size', '2rem'],
      ['font-weight', '700'],
      ['line-height', '1.2'],
      ['letter-spacing', '1px'],
      ['text-transform', 'uppercase'],
    ]);
  });

  it('turns a text-align style into a class', () => {
    expect(typographyOutput({ style: { typography: { textAlign: 'center' } } }).classes).toEqual([
      'has-text-align-center',
    ]);
  });
});

describe('spacing, border, dimensions and shadow', () => {
  it('writes padding and margin per side or at once', () => {
    expect(
      spacingOutput({
        style: {
          spacing: { padding: '1rem', margin: { top: 'var:preset|spacing|30', left: '0' } },
        },
      }).styles,
    ).toEqual([
      ['margin-top', 'var(--wp--preset--spacing--30)'],
      ['margin-left', '0'],
      ['padding', '1rem'],
    ]);
  });

  it('writes border colour classes and inline values', () => {
    expect(
      borderOutput({ borderColor: 'accent', style: { border: { width: '2px', radius: '4px' } } }),
    ).toEqual({
      classes: ['has-border-color', 'has-accent-border-color'],
      styles: [
        ['border-width', '2px'],
        ['border-radius', '4px'],
      ],
    });
    expect(
      borderOutput({
        style: { border: { radius: { topLeft: '3px' }, top: { color: '#000', width: '1px' } } },
      }).styles,
    ).toEqual([
      ['border-top-left-radius', '3px'],
      ['border-top-color', '#000'],
      ['border-top-width', '1px'],
    ]);
  });

  it('writes min height and aspect ratio', () => {
    expect(
      dimensionsOutput({ style: { dimensions: { minHeight: '50vh', aspectRatio: '16/9' } } }),
    ).toEqual({
      classes: ['has-aspect-ratio'],
      styles: [
        ['min-height', '50vh'],
        ['aspect-ratio', '16/9'],
      ],
    });
  });

  it('resolves shadow presets', () => {
    expect(shadowOutput({ style: { shadow: 'var:preset|shadow|natural' } }).styles).toEqual([
      ['box-shadow', 'var(--wp--preset--shadow--natural)'],
    ]);
  });
});
