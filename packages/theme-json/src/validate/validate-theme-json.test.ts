import { describe, expect, it } from 'vitest';
import { CORE_DEFAULTS } from '../defaults/core-defaults';
import { validateThemeJsonPart } from './validate-theme-json';

const paths = (kind: 'styles' | 'settings', value: unknown) =>
  validateThemeJsonPart(kind, value).map((error) => error.path);

describe('validateThemeJsonPart', () => {
  it('accepts the core defaults and a realistic user record', () => {
    expect(validateThemeJsonPart('settings', CORE_DEFAULTS.settings)).toEqual([]);
    expect(validateThemeJsonPart('styles', CORE_DEFAULTS.styles)).toEqual([]);
    expect(
      validateThemeJsonPart('settings', {
        color: { palette: { custom: [{ slug: 'mine', name: 'Mine', color: '#123' }] } },
        typography: {
          fluid: { minFontSize: '15px' },
          fontFamilies: {
            custom: [
              {
                slug: 'inter',
                fontFamily: 'Inter',
                fontFace: [{ fontFamily: 'Inter', fontWeight: 400, src: ['/a.woff2'] }],
              },
            ],
          },
        },
        custom: { lineHeight: { body: 1.5 } },
        somethingNew: { anything: true },
      }),
    ).toEqual([]);
    expect(
      validateThemeJsonPart('styles', {
        color: { text: { ref: 'styles.elements.link.color.text' } },
        typography: { lineHeight: 1.6 },
        spacing: {
          padding: { top: 'var:preset|spacing|40' },
          blockGap: { top: '1rem', left: '2rem' },
        },
        elements: { link: { ':hover': { color: { text: 'red' } } } },
        blocks: { 'core/group': { variations: { card: { border: { top: { width: '1px' } } } } } },
        css: 'body{}',
        border: { color: null },
      }),
    ).toEqual([]);
  });

  it('names the path of a wrong style value type', () => {
    expect(validateThemeJsonPart('styles', { color: { text: true } })).toEqual([
      {
        path: 'styles.color.text',
        message: 'styles.color.text must be a string, a number or {"ref": "…"}, got a boolean.',
      },
    ]);
    expect(paths('styles', { color: 'red' })).toEqual(['styles.color']);
    expect(
      paths('styles', {
        blocks: { 'core/group': { elements: { link: { ':hover': { color: { text: [] } } } } } },
      }),
    ).toEqual(['styles.blocks.core/group.elements.link.:hover.color.text']);
    expect(paths('styles', { css: 5 })).toEqual(['styles.css']);
    expect(paths('styles', 'nope')).toEqual(['styles']);
  });

  it('refuses unknown preset origins', () => {
    const errors = validateThemeJsonPart('settings', {
      color: { palette: { custom: [], mine: [{ slug: 'x', color: 'red' }] } },
    });
    expect(errors).toEqual([
      {
        path: 'settings.color.palette.mine',
        message:
          'settings.color.palette.mine: unknown preset origin "mine" (expected one of default, theme, custom).',
      },
    ]);
    expect(
      paths('settings', { blocks: { 'core/button': { typography: { fontSizes: { user: [] } } } } }),
    ).toEqual(['settings.blocks.core/button.typography.fontSizes.user']);
  });

  it('checks preset entries and setting types, in document order', () => {
    expect(
      paths('settings', {
        color: { defaultPalette: 'no', palette: [{ slug: '', color: 1 }] },
        typography: { fontSizes: 'big', fluid: 'yes' },
        spacing: { blockGap: 'x', spacingScale: { steps: '7' } },
        custom: { ok: 'x', bad: true },
        useRootPaddingAwareAlignments: 1,
      }),
    ).toEqual([
      'settings.color.defaultPalette',
      'settings.color.palette[0].color',
      'settings.color.palette[0].slug',
      'settings.typography.fontSizes',
      'settings.typography.fluid',
      'settings.spacing.blockGap',
      'settings.spacing.spacingScale.steps',
      'settings.custom',
      'settings.useRootPaddingAwareAlignments',
    ]);
  });
});
