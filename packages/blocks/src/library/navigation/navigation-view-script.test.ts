import type { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { navigationMarkup, renderMenu } from './menu-fixtures';
import { NAVIGATION_VIEW_SCRIPT, needsNavigationViewScript } from './navigation-view-script';

/** A rendered menu in a document running the view script. */
async function liveMenu(attributes: object = {}) {
  const window = await renderMenu(navigationMarkup(attributes));
  window.eval(NAVIGATION_VIEW_SCRIPT);
  const document = window.document;
  const find = (selector: string) => {
    const element = document.querySelector(selector);
    if (element === null) throw new Error(`nothing matches ${selector}`);
    return element as unknown as { click(): void; focus(): void } & typeof element;
  };
  const press = (key: string, shiftKey = false) => {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new window.KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
    );
  };
  const focused = () => document.activeElement;
  return { window, document, find, press, focused };
}

function linkText(window: Window): string | undefined {
  return window.document.activeElement?.textContent ?? undefined;
}

describe('navigation view script: the overlay', () => {
  it('opens as a modal dialog, moving focus to the first item', async () => {
    const { window, document, find } = await liveMenu();
    find('.wp-block-navigation__responsive-container-open').click();
    const container = find('.wp-block-navigation__responsive-container');
    expect(container.classList.contains('is-menu-open')).toBe(true);
    expect(container.classList.contains('has-modal-open')).toBe(true);
    expect(document.documentElement.classList.contains('has-modal-open')).toBe(true);
    const dialog = find('.wp-block-navigation__responsive-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Menu');
    expect(linkText(window)).toBe('Home');
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const { find, press, focused } = await liveMenu();
    find('.wp-block-navigation__responsive-container-open').click();
    const close = find('.wp-block-navigation__responsive-container-close');
    const last = find('a[href="/team/"]');
    last.focus();
    press('Tab');
    expect(focused()).toBe(close);
    press('Tab', true);
    expect(focused()).toBe(last);
  });

  it('closes on Escape and on its close button, giving focus back to the open button', async () => {
    const { document, find, press, focused } = await liveMenu();
    const open = find('.wp-block-navigation__responsive-container-open');
    const container = find('.wp-block-navigation__responsive-container');
    open.click();
    press('Escape');
    expect(container.classList.contains('is-menu-open')).toBe(false);
    expect(document.documentElement.classList.contains('has-modal-open')).toBe(false);
    expect(find('.wp-block-navigation__responsive-dialog').hasAttribute('role')).toBe(false);
    expect(focused()).toBe(open);
    open.click();
    find('.wp-block-navigation__responsive-container-close').click();
    expect(container.classList.contains('is-menu-open')).toBe(false);
    expect(focused()).toBe(open);
  });

  it('does not trap Tab while closed', async () => {
    const { find, press, focused } = await liveMenu();
    const last = find('a[href="/team/"]');
    last.focus();
    press('Tab');
    expect(focused()).toBe(last);
  });
});

describe('navigation view script: submenus', () => {
  it('toggles aria-expanded on the submenu button; closing by button keeps hover from reopening', async () => {
    const { find } = await liveMenu({ overlayMenu: 'never' });
    const toggle = find('.wp-block-navigation-submenu__toggle');
    const item = find('li.has-child');
    toggle.focus();
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(item.classList.contains('is-dismissed')).toBe(false);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(item.classList.contains('is-dismissed')).toBe(true);
  });

  it('closes on Escape with focus back on the item, and forgets it when focus leaves', async () => {
    const { find, press, focused } = await liveMenu({ overlayMenu: 'never' });
    const toggle = find('.wp-block-navigation-submenu__toggle');
    const item = find('li.has-child');
    toggle.focus();
    toggle.click();
    find('a[href="/team/"]').focus();
    press('Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(item.classList.contains('is-dismissed')).toBe(true);
    expect(focused()).toBe(find('a[href="/more/"]'));
    find('a[href="/"]').focus();
    expect(item.classList.contains('is-dismissed')).toBe(false);
  });

  it('closes a submenu opened by click when focus moves out of it', async () => {
    const { find } = await liveMenu({ overlayMenu: 'never', openSubmenusOnClick: true });
    const toggle = find('li.has-child > button');
    toggle.focus();
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    find('a[href="/"]').focus();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('needsNavigationViewScript', () => {
  it('asks for the script where a menu has an overlay or submenu buttons, only there', async () => {
    const html = async (attributes: object) =>
      (await renderMenu(navigationMarkup(attributes))).document.body.innerHTML;
    expect(needsNavigationViewScript(await html({}))).toBe(true);
    expect(needsNavigationViewScript(await html({ overlayMenu: 'never' }))).toBe(true);
    expect(
      needsNavigationViewScript(await html({ overlayMenu: 'never', openSubmenusOnClick: true })),
    ).toBe(true);
    expect(
      needsNavigationViewScript(await html({ overlayMenu: 'never', showSubmenuIcon: false })),
    ).toBe(false);
    expect(needsNavigationViewScript('<p>wp-block-navigation-submenu__toggle</p>')).toBe(false);
  });
});
