/**
 * The `<svg>` every social icon is drawn in (24×24, hidden from assistive technology: the label
 * beside it names the link), around `inner` markup. With no inner markup it is the icon's empty
 * box: the editor shows it while the glyphs load, so nothing moves when they arrive.
 */
export function serviceIconSvg(inner = ''): string {
  return `<svg width="24" height="24" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" fill="currentColor">${inner}</svg>`;
}
