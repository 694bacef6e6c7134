import { describe, expect, it } from 'vitest';
import { generateGlobalStylesheet } from '../css/global-stylesheet';
import { siteStylesheet } from '../css/site-stylesheet';
import type { ThemeJson } from '../types/theme-json';
import {
  blockStyleVariationName,
  injectBlockStyleVariations,
  injectRegisteredBlockStyles,
  registeredBlockStyleCss,
} from './block-style-partials';

const section = {
  slug: 'section-1',
  title: 'Style 1',
  blockTypes: ['core/group', 'core/columns'],
  styles: { color: { background: 'var:preset|color|accent-5', text: 'black' } },
};

function stylesCss(themeJson: ThemeJson): string {
  return generateGlobalStylesheet(themeJson, { parts: ['styles'] });
}

describe('block style variation partials', () => {
  it('names a partial by its slug, else by its title in kebab case', () => {
    expect(blockStyleVariationName(section)).toBe('section-1');
    expect(blockStyleVariationName({ title: 'Text Annotation', blockTypes: [] })).toBe(
      'text-annotation',
    );
    expect(blockStyleVariationName({ slug: 'bad name{', blockTypes: [] })).toBeUndefined();
  });

  it('becomes a variation of every block it names, written as .is-style-{name} CSS', () => {
    const themeJson = injectBlockStyleVariations({ version: 3 }, [section]);
    expect(themeJson.styles?.blocks?.['core/group']?.variations?.['section-1']).toEqual({
      title: 'Style 1',
      color: { background: 'var:preset|color|accent-5', text: 'black' },
    });
    const css = stylesCss(themeJson);
    expect(css).toContain(
      ':root :where(.wp-block-group.is-style-section-1){background-color: var(--wp--preset--color--accent-5);color: black;}',
    );
    expect(css).toContain(':root :where(.wp-block-columns.is-style-section-1){');
  });

  it('is overridden by top-level styles.variations, then by the block-level variation', () => {
    const themeJson = injectBlockStyleVariations(
      {
        version: 3,
        styles: {
          variations: {
            'section-1': { color: { text: 'navy' }, typography: { fontSize: '2rem' } },
          },
          blocks: {
            'core/group': { variations: { 'section-1': { typography: { fontSize: '3rem' } } } },
          },
        },
      },
      [section],
    );
    expect(themeJson.styles?.blocks?.['core/group']?.variations?.['section-1']).toEqual({
      title: 'Style 1',
      color: { background: 'var:preset|color|accent-5', text: 'navy' },
      typography: { fontSize: '3rem' },
    });
  });

  it('keeps the theme.json it was given unchanged and skips partials without styles', () => {
    const original: ThemeJson = Object.freeze({ version: 3, styles: Object.freeze({}) });
    const result = injectBlockStyleVariations(original, [
      { slug: 'empty', blockTypes: ['core/group'] },
      section,
    ]);
    expect(original.styles).toEqual({});
    expect(Object.keys(result.styles?.blocks?.['core/group']?.variations ?? {})).toEqual([
      'section-1',
    ]);
  });

  it('adds a registered style as a labelled variation that writes no CSS of its own', () => {
    const themeJson = injectRegisteredBlockStyles({ version: 3 }, [
      { blockName: 'core/list', name: 'checkmark-list', label: 'Checkmark' },
    ]);
    expect(themeJson.styles?.blocks?.['core/list']?.variations?.['checkmark-list']).toEqual({
      title: 'Checkmark',
    });
    expect(stylesCss(themeJson)).not.toContain('checkmark-list');
  });

  it("prints a registered style's inline CSS once, before the global styles, from the theme only", () => {
    const inlineStyle = 'ul.is-style-checkmark-list { list-style-type: "\\2713"; }';
    const theme = injectRegisteredBlockStyles({ version: 3, styles: { color: { text: 'red' } } }, [
      { blockName: 'core/list', name: 'checkmark-list', label: 'Checkmark', inlineStyle },
      { blockName: 'core/list-item', name: 'checkmark-list', label: 'Checkmark', inlineStyle },
    ]);
    expect(registeredBlockStyleCss(theme)).toBe(inlineStyle);
    const site = siteStylesheet({ stylesheet: 'harbor', theme, user: { version: 3 } });
    expect(site.pieces[0]).toEqual({
      part: 'styles',
      name: 'block-style-inline',
      css: inlineStyle,
    });
    expect(site.css.startsWith(inlineStyle)).toBe(true);
    const fromUser = siteStylesheet({ stylesheet: 'harbor', theme: { version: 3 }, user: theme });
    expect(fromUser.css).not.toContain('list-style-type');
  });

  it('writes the style_data of a registered style, under what theme.json says for it', () => {
    const themeJson = injectRegisteredBlockStyles(
      {
        version: 3,
        styles: {
          blocks: { 'core/quote': { variations: { boxed: { color: { text: 'navy' } } } } },
        },
      },
      [
        {
          blockName: 'core/quote',
          name: 'boxed',
          label: 'Boxed',
          styleData: { color: { background: 'ivory', text: 'black' } },
        },
      ],
    );
    expect(stylesCss(themeJson)).toContain(
      ':root :where(.wp-block-quote.is-style-boxed){background-color: ivory;color: navy;}',
    );
  });
});
