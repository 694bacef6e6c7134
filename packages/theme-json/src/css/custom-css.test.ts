import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import { resolveNestedCss } from './custom-css';
import { generateGlobalStylesheet } from './global-stylesheet';

describe('resolveNestedCss', () => {
  it('puts bare declarations on the block selector', () => {
    expect(resolveNestedCss('color: red; padding: 0;', '.wp-block-group')).toBe(
      ':root :where(.wp-block-group){color: red; padding: 0;}',
    );
  });

  it('resolves & against the selector for descendants, states and pseudo-elements', () => {
    expect(
      resolveNestedCss(
        'color: red; & p { margin: 0 } &:hover{color: blue} & > .x::before { content: "" }',
        '.wp-block-group',
      ),
    ).toBe(
      ':root :where(.wp-block-group){color: red;}' +
        ':root :where(.wp-block-group p){margin: 0}' +
        ':root :where(.wp-block-group:hover){color: blue}' +
        ':root :where(.wp-block-group > .x)::before{content: ""}',
    );
  });

  it('scopes nested rules without & and every part of a selector list', () => {
    expect(resolveNestedCss('em, & strong { font-weight: 900 }', '.a, .b')).toBe(
      ':root :where(.a em), :root :where(.b em), :root :where(.a strong), :root :where(.b strong){font-weight: 900}',
    );
  });

  it('keeps at-rules, resolving their body', () => {
    expect(
      resolveNestedCss('@media (min-width: 600px) { & p { margin: 1rem } }', '.wp-block-quote'),
    ).toBe('@media (min-width: 600px){:root :where(.wp-block-quote p){margin: 1rem}}');
  });
});

describe('additional CSS in the global stylesheet', () => {
  it('writes per-block and variation CSS, then styles.css', () => {
    const merged = mergeThemeJson({
      defaults: null,
      theme: {
        styles: {
          css: '.site-title { letter-spacing: 1px }',
          blocks: {
            'core/image': {
              css: '& img { border-radius: 8px }',
              variations: { rounded: { css: 'overflow: hidden;' } },
            },
          },
        },
      },
    });
    expect(generateGlobalStylesheet(merged, { parts: ['custom-css'] })).toBe(
      ':root :where(.wp-block-image img){border-radius: 8px}' +
        ':root :where(.wp-block-image.is-style-rounded){overflow: hidden;}' +
        '.site-title { letter-spacing: 1px }',
    );
  });
});
