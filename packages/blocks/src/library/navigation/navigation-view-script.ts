/**
 * The navigation block's view script: the only script the public site runs. Plain ES2020 with no
 * framework, listening on the document (so it needs no start-up work and works for every menu on
 * the page, however it was rendered):
 *
 * - the open button (`__responsive-container-open`) opens the overlay that follows it: the
 *   container gets `is-menu-open` and `has-modal-open`, the `<html>` `has-modal-open` (no page
 *   scroll), the dialog `role="dialog"`, `aria-modal="true"` and the name 'Menu'; focus moves to
 *   the first menu item (else the close button);
 * - while it is open, Tab and Shift+Tab cycle inside it; the close button or Escape close it
 *   and put focus back on the open button;
 * - a submenu button (`wp-block-navigation-submenu__toggle`) toggles `aria-expanded`; Escape in
 *   a submenu (or on its item) closes it and focuses the item; closing by button or Escape also
 *   marks the item `is-dismissed`, so hover and focus do not reopen it until focus leaves the
 *   item, which also closes what a click opened.
 *
 * It is served as a file (`/wp-includes/js/navigation-view.js`) so the site's Content Security
 * Policy allows it with `script-src 'self'`; it is never printed inline.
 */
export const NAVIGATION_VIEW_SCRIPT = `(() => {
  const doc = document;
  const focusable =
    'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex^="-"])';
  const dialogName = [['role', 'dialog'], ['aria-modal', 'true'], ['aria-label', 'Menu']];
  let overlay = null;

  const shown = (box) =>
    [...box.querySelectorAll(focusable)].filter((el) => el.getClientRects().length > 0);

  const setOverlay = (container, open) => {
    const dialog = container.querySelector('.wp-block-navigation__responsive-dialog');
    for (const el of [doc.documentElement, container]) el.classList.toggle('has-modal-open', open);
    container.classList.toggle('is-menu-open', open);
    for (const [name, value] of dialogName) {
      if (open) dialog.setAttribute(name, value);
      else dialog.removeAttribute(name);
    }
    overlay = open ? container : null;
    const items = shown(dialog);
    (open ? items[1] || items[0] : container.previousElementSibling).focus();
  };

  const closeSubmenu = (item, dismiss) => {
    const toggle = item.querySelector('.wp-block-navigation-submenu__toggle');
    if (toggle) toggle.setAttribute('aria-expanded', 'false');
    item.classList.toggle('is-dismissed', dismiss);
  };

  doc.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    const is = (name) => button && button.classList.contains(name);
    if (is('wp-block-navigation__responsive-container-open')) {
      setOverlay(button.nextElementSibling, true);
    } else if (is('wp-block-navigation__responsive-container-close')) {
      setOverlay(button.closest('.wp-block-navigation__responsive-container'), false);
    } else if (is('wp-block-navigation-submenu__toggle')) {
      const open = button.getAttribute('aria-expanded') === 'true';
      closeSubmenu(button.closest('.has-child'), open);
      button.setAttribute('aria-expanded', String(!open));
    }
  });

  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      const item = event.target.closest('.has-child');
      if (overlay) setOverlay(overlay, false);
      else if (item) {
        closeSubmenu(item, true);
        item.querySelector(focusable).focus();
      }
    } else if (event.key === 'Tab' && overlay) {
      const items = shown(overlay);
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (doc.activeElement === edge || !overlay.contains(doc.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1] : items[0]).focus();
      }
    }
  });

  doc.addEventListener('focusout', (event) => {
    let item = event.target.closest('.has-child');
    while (item) {
      if (!item.contains(event.relatedTarget)) closeSubmenu(item, false);
      item = item.parentElement.closest('.has-child');
    }
  });
})();
`;

/** Whether rendered HTML holds a menu the view script drives (an overlay or a submenu button). */
export function needsNavigationViewScript(html: string): boolean {
  return /class="[^"]*\bwp-block-navigation(?:__responsive-container-open|-submenu__toggle)\b/.test(
    html,
  );
}
