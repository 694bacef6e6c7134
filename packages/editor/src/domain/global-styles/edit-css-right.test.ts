import { describe, expect, it } from 'vitest';
import { additionalCss, canEditCss } from './edit-css-right';

describe('canEditCss', () => {
  it('is true only when the record carries the edit-css action link', () => {
    const href = '/wp-json/wp/v2/global-styles/7';
    expect(canEditCss({ id: 7, _links: { 'wp:action-edit-css': [{ href }] } })).toBe(true);
    expect(canEditCss({ id: 7, _links: { self: [{ href }] } })).toBe(false);
    expect(canEditCss({ id: 7, _links: { 'wp:action-edit-css': [] } })).toBe(false);
    expect(canEditCss({ id: 7 })).toBe(false);
    expect(canEditCss(undefined)).toBe(false);
  });
});

describe('additionalCss', () => {
  it("reads the site's CSS, '' when absent or not text", () => {
    expect(additionalCss({ css: 'p { color: red; }' })).toBe('p { color: red; }');
    expect(additionalCss({ color: { text: 'red' } })).toBe('');
    expect(additionalCss({ css: 4 })).toBe('');
    expect(additionalCss(undefined)).toBe('');
  });
});
