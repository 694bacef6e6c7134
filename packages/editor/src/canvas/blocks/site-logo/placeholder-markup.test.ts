import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { placeholderSize, siteLogoPlaceholderHtml } from './placeholder-markup';

const registry = createCoreRegistry();
const siteLogo = registry.get('core/site-logo');

describe('site logo placeholder', () => {
  it('is as wide as the logo would be, kept compact', () => {
    expect(placeholderSize(36)).toBe(36);
    expect(placeholderSize(undefined)).toBe(48);
    expect(placeholderSize(240)).toBe(64);
    expect(placeholderSize(4)).toBe(24);
    expect(placeholderSize(Number.NaN)).toBe(48);
  });

  it('keeps the block wrapper: class, alignment and spacing, then its own size', () => {
    if (siteLogo === undefined) throw new Error('core/site-logo is not registered');
    const html = siteLogoPlaceholderHtml(siteLogo, {
      width: 36,
      align: 'center',
      style: { spacing: { margin: { top: '4px' } } },
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const root = doc.body.firstElementChild as HTMLElement;
    expect(root.className).toBe('wp-block-site-logo aligncenter atelier-site-logo-placeholder');
    expect(root.style.width).toBe('36px');
    expect(root.style.height).toBe('36px');
    expect(root.style.marginTop).toBe('4px');
    expect(root.getAttribute('title')).toContain('no logo');
    expect(root.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
