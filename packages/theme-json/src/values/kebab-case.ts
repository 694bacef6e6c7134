import { memoByString } from './string-memo';

function kebabCaseOf(input: string): string {
  const words = input
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-zA-Z])/g, '$1 $2')
    .split(/[^a-zA-Z\d]+/)
    .filter((word) => word !== '');
  return words.map((word) => word.toLowerCase()).join('-');
}

/**
 * Turns a slug or key into kebab case the way preset slugs become CSS names: words split at
 * non-alphanumerics, at lower→upper case changes and between letters and digits
 * (`fontSize2` → `font-size-2`, `x-large` → `x-large`).
 */
export const toKebabCase: (input: string) => string = memoByString(kebabCaseOf);
