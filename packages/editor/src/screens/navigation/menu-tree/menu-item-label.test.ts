import { describe, expect, it } from 'vitest';
import { block, registry } from '../../../canvas/state/verb-test-helpers';
import { MENU_TITLE_LENGTH, menuItemLabel, truncateLabel } from './menu-item-label';

describe('truncateLabel', () => {
  it('keeps titles of up to 25 characters as they are', () => {
    expect(MENU_TITLE_LENGTH).toBe(25);
    expect(truncateLabel('About')).toBe('About');
    expect(truncateLabel('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('cuts longer titles to 25 characters ending in an ellipsis', () => {
    const cut = truncateLabel('Our history, our people and our partners');
    expect(cut).toBe('Our history, our people…');
    expect(Array.from(truncateLabel('b'.repeat(26)))).toHaveLength(25);
    expect(truncateLabel('b'.repeat(26))).toBe(`${'b'.repeat(24)}…`);
  });

  it('never splits a character made of two code units', () => {
    const title = `${'x'.repeat(23)}😀😀😀`;
    expect(truncateLabel(title)).toBe(`${'x'.repeat(23)}😀…`);
  });

  it('takes another length', () => {
    expect(truncateLabel('Contact us', 5)).toBe('Cont…');
  });
});

describe('menuItemLabel', () => {
  it("names links and submenus by their label's text, HTML stripped", () => {
    const link = block('core/navigation-link', { label: '<strong>Shop</strong> &amp; more' });
    expect(menuItemLabel(registry, link)).toBe('Shop & more');
    const submenu = block('core/navigation-submenu', { label: 'Services' });
    expect(menuItemLabel(registry, submenu)).toBe('Services');
    expect(menuItemLabel(registry, block('core/home-link', { label: 'Start' }))).toBe('Start');
  });

  it('falls back to the variation or block title when the label is empty', () => {
    expect(menuItemLabel(registry, block('core/navigation-link', { url: '/x' }))).toBe(
      'Custom Link',
    );
    expect(
      menuItemLabel(registry, block('core/navigation-link', { type: 'page', kind: 'post-type' })),
    ).toBe('Page Link');
    expect(menuItemLabel(registry, block('core/navigation-submenu'))).toBe('Submenu');
    expect(menuItemLabel(registry, block('core/page-list'))).toBe('Page List');
    expect(menuItemLabel(registry, block('core/home-link'))).toBe('Home Link');
  });

  it('prefers a name given to the block', () => {
    const named = block('core/navigation-link', { label: 'Shop', metadata: { name: 'Main shop' } });
    expect(menuItemLabel(registry, named)).toBe('Main shop');
  });

  it('names other blocks by their title', () => {
    expect(menuItemLabel(registry, block('core/search'))).toBe('Search');
  });
});
