import { describe, expect, it } from 'vitest';
import { isValidCssDeclaration } from './css-property-values';

const BREAK_OUT = '1px;}</style><img src=x onerror=alert(1)>';

describe('isValidCssDeclaration', () => {
  it.each([
    ['color', 'var(--wp--preset--color--contrast)'],
    ['background', 'linear-gradient(135deg, #fff 0%, #000 100%)'],
    ['background', '#fff'],
    ['background-image', "url('https://example.com/a.png')"],
    ['background-image', 'none'],
    ['background-position', '50% 50%'],
    ['background-size', 'cover'],
    ['background-repeat', 'no-repeat'],
    ['border-top-width', '2px'],
    ['border-style', 'solid'],
    ['border-top-left-radius', '4px'],
    ['margin', '0 auto'],
    ['margin-top', 'var(--wp--preset--spacing--40)'],
    ['padding', '1rem 2rem'],
    ['min-height', '100vh'],
    ['aspect-ratio', '16/9'],
    ['font-size', 'clamp(1rem, 1rem + 1vw, 2rem)'],
    ['font-family', '"Inter", sans-serif'],
    ['font-weight', '600'],
    ['line-height', '1.5'],
    ['letter-spacing', '-0.02em'],
    ['text-transform', 'uppercase'],
    ['text-decoration', 'line-through'],
    ['text-decoration', 'underline dotted var(--wp--preset--color--accent)'],
    ['writing-mode', 'vertical-rl'],
    ['column-count', '3'],
    ['box-shadow', '6px 6px 9px rgba(0, 0, 0, 0.2)'],
    ['filter', 'var(--wp--preset--duotone--dark-grayscale)'],
    ['--wp--custom--line-height--body', '1.6'],
  ])('accepts %s: %s', (property, value) => {
    expect(isValidCssDeclaration(property, value)).toBe(true);
  });

  it.each([
    ['color', BREAK_OUT],
    ['color', '12px'],
    ['background-image', "url('javascript:alert(1)')"],
    ['background-image', 'url("x")'],
    ['background-image', "url('a b')"],
    ['border-style', 'wavy'],
    ['min-height', 'red'],
    ['aspect-ratio', BREAK_OUT],
    ['font-family', BREAK_OUT],
    ['font-weight', 'heavy'],
    ['text-transform', 'expression(alert(1))'],
    ['text-decoration', `underline ${BREAK_OUT}`],
    ['filter', 'url(#x)'],
    ['behavior', 'url(x.htc)'],
    ['--wp--custom--x', BREAK_OUT],
    ['--x;}', '1'],
  ])('refuses %s: %s', (property, value) => {
    expect(isValidCssDeclaration(property, value)).toBe(false);
  });
});
