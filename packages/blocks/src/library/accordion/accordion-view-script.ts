/**
 * The accordion blocks' view script, served as a file like the navigation's (the site's Content
 * Security Policy allows `script-src 'self'` only). Plain ES2020, listening on the document:
 *
 * - a heading button (`wp-block-accordion-heading__toggle`) opens or closes its item: the item
 *   gets or loses `is-open`, the button's `aria-expanded` follows, the panel it controls is shown
 *   or `hidden="until-found"`;
 * - in an accordion marked `data-accordion-autoclose`, opening an item closes its open siblings;
 * - when the browser's find-in-page reveals text in a closed panel (`beforematch`), or the
 *   address's `#fragment` points inside one, that item opens.
 */
export const ACCORDION_VIEW_SCRIPT = `(() => {
  const doc = document;
  const partsOf = (item) => {
    const button = item.querySelector(':scope > .wp-block-accordion-heading .wp-block-accordion-heading__toggle');
    const panel = item.querySelector(':scope > .wp-block-accordion-panel');
    return { button, panel };
  };
  const setOpen = (item, open) => {
    const { button, panel } = partsOf(item);
    item.classList.toggle('is-open', open);
    if (button) button.setAttribute('aria-expanded', String(open));
    if (!panel) return;
    if (open) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', 'until-found');
  };
  const open = (item) => {
    const accordion = item.parentElement && item.parentElement.closest('.wp-block-accordion');
    if (accordion && accordion.hasAttribute('data-accordion-autoclose')) {
      for (const sibling of accordion.querySelectorAll(':scope > .wp-block-accordion-item.is-open')) {
        if (sibling !== item) setOpen(sibling, false);
      }
    }
    setOpen(item, true);
  };
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element
      ? event.target.closest('.wp-block-accordion-heading__toggle')
      : null;
    if (!button) return;
    const item = button.closest('.wp-block-accordion-item');
    if (!item) return;
    if (item.classList.contains('is-open')) setOpen(item, false);
    else open(item);
  });
  doc.addEventListener('beforematch', (event) => {
    const panel = event.target instanceof Element
      ? event.target.closest('.wp-block-accordion-panel')
      : null;
    const item = panel && panel.parentElement;
    if (item && item.classList.contains('wp-block-accordion-item')) open(item);
  }, true);
  const openTarget = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? doc.getElementById(id) : null;
    let panel = target ? target.closest('.wp-block-accordion-panel') : null;
    while (panel) {
      const item = panel.parentElement;
      if (item && item.classList.contains('wp-block-accordion-item')) open(item);
      panel = item ? item.parentElement && item.parentElement.closest('.wp-block-accordion-panel') : null;
    }
  };
  window.addEventListener('hashchange', openTarget);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', openTarget);
  else openTarget();
})();
`;

/** Whether rendered HTML holds an accordion heading button the view script drives. */
export function needsAccordionViewScript(html: string): boolean {
  return /class="[^"]*\bwp-block-accordion-heading__toggle\b/.test(html);
}
