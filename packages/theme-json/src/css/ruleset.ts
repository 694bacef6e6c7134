/** One CSS declaration. */
export interface Declaration {
  readonly property: string;
  readonly value: string;
}

/** Writes `selector{prop: value;…}`, or an empty string when there are no declarations. */
export function toRuleset(selector: string, declarations: readonly Declaration[]): string {
  if (declarations.length === 0) return '';
  const body = declarations.map(({ property, value }) => `${property}: ${value};`).join('');
  return `${selector}{${body}}`;
}

/**
 * Wraps a selector so it adds no specificity beyond `:root` (0,1,0), the way global styles keep
 * block and element rules easy to override: `:root :where(.wp-block-group)`.
 */
export function flattenSpecificity(selector: string): string {
  return `:root :where(${selector})`;
}

/** Splits a selector list at top-level commas (commas inside parentheses stay). */
export function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** Appends text to each selector of a list: (`a, b`, `:hover`) → `a:hover, b:hover`. */
export function appendToSelector(selector: string, suffix: string): string {
  return splitSelectorList(selector)
    .map((part) => `${part}${suffix}`)
    .join(', ');
}

/** Scopes each selector of `inner` under each selector of `scope`: (`.a`, `p, h1`) → `.a p, .a h1`. */
export function scopeSelector(scope: string, inner: string): string {
  const scopes = splitSelectorList(scope);
  const inners = splitSelectorList(inner);
  return scopes.flatMap((outer) => inners.map((part) => `${outer} ${part}`)).join(', ');
}

/**
 * Adds a class to the first compound selector of each selector in a list:
 * (`.wp-block-button .wp-block-button__link`, `.is-style-outline`) →
 * `.wp-block-button.is-style-outline .wp-block-button__link`.
 */
export function addClassToFirstCompound(selector: string, className: string): string {
  return splitSelectorList(selector)
    .map((part) => {
      const match = /^([^\s>+~]+)(.*)$/s.exec(part);
      if (match === null) return `${part}${className}`;
      return `${match[1] ?? ''}${className}${match[2] ?? ''}`;
    })
    .join(', ');
}
