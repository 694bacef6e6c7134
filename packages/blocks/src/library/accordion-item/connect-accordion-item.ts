import { escapeAttribute } from '../../html/escape';

const TOGGLE = /<button\b([^>]*\bclass="[^"]*\bwp-block-accordion-heading__toggle\b[^"]*"[^>]*)>/;
const PANEL = /<div\b([^>]*\bclass="[^"]*\bwp-block-accordion-panel\b[^"]*"[^>]*)>/;

/** Drops attributes the render writes itself, so a saved copy of them is not doubled. */
function withoutAttributes(attributes: string, names: readonly string[]): string {
  let out = attributes;
  for (const name of names) out = out.replace(new RegExp(`\\s${name}(="[^"]*")?`, 'g'), '');
  return out;
}

/**
 * Ties an accordion item's heading button to its panel in rendered HTML: the button gets `id`,
 * `aria-controls` and `aria-expanded`; the first panel after it gets `id`, `aria-labelledby` and,
 * when the item starts closed, `hidden="until-found"` (the browser's find-in-page can still reveal
 * it). An item without a heading button or a panel is returned unchanged.
 */
export function connectAccordionItem(html: string, id: string, open: boolean): string {
  const toggle = TOGGLE.exec(html);
  if (toggle === null) return html;
  const afterToggle = toggle.index + toggle[0].length;
  const panel = PANEL.exec(html.slice(afterToggle));
  if (panel === null) return html;
  const safeId = escapeAttribute(id);
  const toggleAttributes = withoutAttributes(toggle[1] ?? '', [
    'id',
    'aria-controls',
    'aria-expanded',
  ]);
  const panelAttributes = withoutAttributes(panel[1] ?? '', ['id', 'aria-labelledby', 'hidden']);
  const newToggle = `<button${toggleAttributes} id="${safeId}" aria-controls="${safeId}-panel" aria-expanded="${open}">`;
  const newPanel = `<div${panelAttributes} id="${safeId}-panel" aria-labelledby="${safeId}"${
    open ? '' : ' hidden="until-found"'
  }>`;
  const panelStart = afterToggle + panel.index;
  return (
    html.slice(0, toggle.index) +
    newToggle +
    html.slice(afterToggle, panelStart) +
    newPanel +
    html.slice(panelStart + panel[0].length)
  );
}
