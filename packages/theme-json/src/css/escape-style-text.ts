/**
 * Makes CSS safe to put between `<style>` and `</style>`: every `<` becomes the CSS escape
 * `\3c ` (the same character to the CSS parser inside strings, URLs, identifiers and comments,
 * and never a valid selector or value character outside them), so no text can end the element.
 * `>` is left alone: child selectors such as `a > b` keep working.
 */
export function escapeStyleText(css: string): string {
  return css.replace(/</g, '\\3c ');
}
