/**
 * The `sandbox` of every read-only preview frame (site, template and pattern previews): no
 * script, forms, pop-ups or top-level navigation. Same-origin stays, so the previewed page loads
 * its same-origin fonts and the editor may measure it; without `allow-scripts` nothing inside can
 * use that origin. Stored markup shown there can never run (issue 13, hole 1).
 */
export const PREVIEW_SANDBOX = 'allow-same-origin';
