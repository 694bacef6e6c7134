import { describe, expect, it } from 'vitest';
import { navigationMarkup, renderMenu } from '../navigation/menu-fixtures';

const PAGE_LIST = '<!-- wp:page-list /-->';

describe('page list', () => {
  it('is a plain nested list outside a navigation block', async () => {
    const window = await renderMenu(PAGE_LIST);
    const about = window.document.querySelector('li.has-child');
    expect(about?.className).toBe('wp-block-pages-list__item has-child');
    expect(about?.querySelector('button')).toBeNull();
    expect(about?.querySelector(':scope > a')?.className).toBe('wp-block-pages-list__item__link');
  });

  it('gives a page with child pages a submenu button inside a hover menu', async () => {
    const window = await renderMenu(navigationMarkup({}, PAGE_LIST));
    const about = window.document.querySelector('li.has-child');
    expect([...(about?.classList ?? [])]).toEqual(
      expect.arrayContaining(['wp-block-navigation-item', 'open-on-hover-click']),
    );
    expect(about?.querySelector(':scope > a')?.className).toBe(
      'wp-block-pages-list__item__link wp-block-navigation-item__content',
    );
    const toggle = about?.querySelector(':scope > button.wp-block-navigation-submenu__toggle');
    expect(toggle?.getAttribute('aria-label')).toBe('About submenu');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    const team = about?.querySelector(':scope > ul.wp-block-navigation__submenu-container > li');
    expect(team?.textContent).toBe('Team');
    // A page without children gets no button.
    const contact = window.document.querySelector('li:not(.has-child) > a[href$="/contact/"]');
    expect(contact?.parentElement?.querySelector('button')).toBeNull();
  });

  it('makes the title the button of a page with child pages in a click menu', async () => {
    const window = await renderMenu(navigationMarkup({ openSubmenusOnClick: true }, PAGE_LIST));
    const about = window.document.querySelector('li.has-child');
    expect(about?.classList.contains('open-on-click')).toBe(true);
    expect(about?.querySelector(':scope > a')).toBeNull();
    const button = about?.querySelector(':scope > button.wp-block-navigation-submenu__toggle');
    expect(button?.textContent).toBe('About');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(about?.querySelector(':scope > ul a')?.getAttribute('href')).toBe(
      'https://example.test/about/team/',
    );
  });
});
