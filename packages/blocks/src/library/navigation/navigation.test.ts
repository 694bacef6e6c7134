import { describe, expect, it } from 'vitest';
import { classesOf, navigationMarkup, renderMenu } from './menu-fixtures';
import { navigationClasses, overlayMenu } from './navigation-classes';

describe('navigation block classes', () => {
  it('is responsive unless the overlay is never used', () => {
    expect(navigationClasses({})).toBe('is-responsive');
    expect(navigationClasses({ overlayMenu: 'always' })).toBe('is-responsive');
    expect(navigationClasses({ overlayMenu: 'never' })).toBe('');
    expect(overlayMenu({ overlayMenu: 'sometimes' })).toBe('mobile');
  });

  it.each([
    ['left', 'items-justified-left'],
    ['center', 'items-justified-center'],
    ['right', 'items-justified-right'],
    ['space-between', 'items-justified-space-between'],
  ])('justifies items %s with %s', async (justifyContent, expected) => {
    const window = await renderMenu(
      navigationMarkup({ overlayMenu: 'never', layout: { type: 'flex', justifyContent } }),
    );
    expect(classesOf(window, 'nav')).toContain(expected);
  });

  it('ignores an unknown justification and marks a layout that does not wrap', () => {
    expect(navigationClasses({ layout: { justifyContent: 'stretch', flexWrap: 'nowrap' } })).toBe(
      'is-responsive no-wrap',
    );
  });

  it('adds the text colour classes', () => {
    expect(navigationClasses({ textColor: 'accent', overlayMenu: 'never' })).toBe(
      'has-text-color has-accent-color',
    );
  });
});

describe('navigation overlay menu', () => {
  it('puts the items in the responsive container behind an open button by default', async () => {
    const window = await renderMenu(navigationMarkup({ ariaLabel: 'Main' }));
    const nav = window.document.querySelector('nav[aria-label="Main"]');
    expect(nav?.classList.contains('is-responsive')).toBe(true);
    const open = nav?.querySelector(
      ':scope > button.wp-block-navigation__responsive-container-open',
    );
    expect(open?.getAttribute('aria-label')).toBe('Open menu');
    expect(open?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(open?.classList.contains('always-shown')).toBe(false);
    expect(open?.querySelectorAll('path')).toHaveLength(1);
    const container = open?.nextElementSibling;
    expect(container?.className).toBe('wp-block-navigation__responsive-container');
    const dialog = container?.querySelector(
      ':scope > .wp-block-navigation__responsive-close > .wp-block-navigation__responsive-dialog',
    );
    expect(
      dialog?.querySelector(':scope > .wp-block-navigation__responsive-container-close'),
    ).not.toBeNull();
    expect(
      dialog
        ?.querySelector('.wp-block-navigation__responsive-container-close')
        ?.getAttribute('aria-label'),
    ).toBe('Close menu');
    const items = dialog?.querySelector(
      ':scope > .wp-block-navigation__responsive-container-content > ul.wp-block-navigation__container',
    );
    expect(items?.querySelectorAll(':scope > li')).toHaveLength(2);
    // The dialog role and aria-modal are the view script's to set while the menu is open.
    expect(dialog?.getAttribute('role')).toBeNull();
    expect(dialog?.getAttribute('aria-modal')).toBeNull();
  });

  it('shows the button at every width and hides the items by default with "always"', async () => {
    const window = await renderMenu(navigationMarkup({ overlayMenu: 'always' }));
    expect(classesOf(window, '.wp-block-navigation__responsive-container-open')).toContain(
      'always-shown',
    );
    expect(classesOf(window, '.wp-block-navigation__responsive-container')).toContain(
      'hidden-by-default',
    );
  });

  it('prints the items straight in the nav, with no overlay, with "never"', async () => {
    const window = await renderMenu(navigationMarkup({ overlayMenu: 'never' }));
    const nav = window.document.querySelector('nav');
    expect(nav?.classList.contains('is-responsive')).toBe(false);
    expect(nav?.querySelector('.wp-block-navigation__responsive-container')).toBeNull();
    expect(nav?.querySelector('button.wp-block-navigation__responsive-container-open')).toBeNull();
    expect(nav?.firstElementChild?.className).toBe(
      'wp-block-navigation__container wp-block-navigation',
    );
  });

  it("gives the item list the navigation's classes and support styles, as WordPress does", async () => {
    const window = await renderMenu(
      navigationMarkup({
        layout: { type: 'flex', justifyContent: 'right' },
        fontSize: 'small',
        style: { typography: { letterSpacing: '2px' } },
      }),
    );
    const list = window.document.querySelector('ul.wp-block-navigation__container');
    expect([...(list?.classList ?? [])]).toEqual(
      expect.arrayContaining([
        'is-responsive',
        'items-justified-right',
        'wp-block-navigation',
        'has-small-font-size',
      ]),
    );
    expect(list?.getAttribute('style')).toBe('letter-spacing:2px');
    expect(list?.classList.contains('is-layout-flex')).toBe(false);
  });

  it('draws three bars for the "menu" icon and two for "handle"', async () => {
    const bars = async (icon: string) => {
      const window = await renderMenu(navigationMarkup({ icon }));
      const path = window.document.querySelector(
        '.wp-block-navigation__responsive-container-open path',
      );
      return (path?.getAttribute('d') ?? '').split('z').filter((part) => part !== '').length;
    };
    expect(await bars('menu')).toBe(3);
    expect(await bars('handle')).toBe(2);
  });

  it('writes "Menu" and "Close" on the buttons without an icon', async () => {
    const window = await renderMenu(navigationMarkup({ hasIcon: false }));
    const open = window.document.querySelector('.wp-block-navigation__responsive-container-open');
    const close = window.document.querySelector('.wp-block-navigation__responsive-container-close');
    expect(open?.textContent).toBe('Menu');
    expect(open?.hasAttribute('aria-label')).toBe(false);
    expect(close?.textContent).toBe('Close');
    expect(close?.querySelector('svg')).toBeNull();
  });

  it('renders nothing, not an empty overlay, for a menu without items', async () => {
    const window = await renderMenu('<!-- wp:navigation {"ref":404} /-->');
    expect(window.document.body.innerHTML).toBe('');
  });
});
