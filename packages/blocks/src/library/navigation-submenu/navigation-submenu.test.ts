import { describe, expect, it } from 'vitest';
import { navigationMarkup, renderMenu } from '../navigation/menu-fixtures';
import { submenuButtonName } from './submenu-toggle';

const SUBMENU = 'li.wp-block-navigation-submenu';

describe('navigation submenu', () => {
  it('opens on hover or by its chevron button in a hover menu', async () => {
    const window = await renderMenu(navigationMarkup());
    const item = window.document.querySelector(SUBMENU);
    expect([...(item?.classList ?? [])]).toEqual(
      expect.arrayContaining(['has-child', 'open-on-hover-click']),
    );
    const children = [...(item?.children ?? [])].map((child) => child.tagName.toLowerCase());
    expect(children).toEqual(['a', 'button', 'ul']);
    const toggle = item?.querySelector(':scope > button');
    expect(toggle?.className).toBe(
      'wp-block-navigation__submenu-icon wp-block-navigation-submenu__toggle',
    );
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(toggle?.getAttribute('aria-label')).toBe('More submenu');
    expect(toggle?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(item?.querySelector(':scope > a')?.getAttribute('href')).toBe('/more/');
  });

  it('has no chevron button when the menu hides submenu icons', async () => {
    const window = await renderMenu(navigationMarkup({ showSubmenuIcon: false }));
    const item = window.document.querySelector(SUBMENU);
    expect(item?.querySelector(':scope > button')).toBeNull();
    expect(
      item?.querySelector(':scope > ul.wp-block-navigation__submenu-container'),
    ).not.toBeNull();
  });

  it('makes the whole item a button in a click menu', async () => {
    const window = await renderMenu(navigationMarkup({ openSubmenusOnClick: true }));
    const item = window.document.querySelector(SUBMENU);
    expect(item?.classList.contains('open-on-click')).toBe(true);
    expect(item?.querySelector(':scope > a')).toBeNull();
    const button = item?.querySelector(':scope > button');
    expect(button?.className).toBe(
      'wp-block-navigation-item__content wp-block-navigation-submenu__toggle',
    );
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.textContent).toBe('More');
    expect(
      item?.querySelector(':scope > span.wp-block-navigation__submenu-icon svg'),
    ).not.toBeNull();
  });

  it('names its button after the label as text', () => {
    expect(submenuButtonName('<em>Tea</em> &amp; cake')).toBe('Tea & cake submenu');
  });
});
