/**
 * The view script of the Archives and Terms List dropdowns, which WordPress drives with inline
 * handlers: choosing an archive goes to its address; choosing a term goes to the home address
 * with the dropdown's query variable (`?cat=3`, `?tag=art`), as WordPress's categories dropdown
 * does. The placeholder options (empty, `-1`) go nowhere. Served as a file, like the navigation
 * script, so the site's `script-src 'self'` policy allows it.
 */
export const DROPDOWN_VIEW_SCRIPT = `(() => {
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    const value = select.value;
    if (select.closest('.wp-block-archives-dropdown')) {
      if (value !== '') window.location.assign(value);
      return;
    }
    if (select.closest('.wp-block-categories-dropdown') && value !== '' && value !== '-1') {
      const target = new URL('/', window.location.href);
      target.searchParams.set(select.name, value);
      window.location.assign(target.href);
    }
  });
})();
`;

/** Whether rendered HTML has an archives or terms dropdown (and so needs the dropdown script). */
export function needsDropdownViewScript(html: string): boolean {
  return /class="[^"]*\bwp-block-(?:archives|categories)-dropdown\b/.test(html);
}
