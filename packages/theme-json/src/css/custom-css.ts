import { flattenSpecificity, scopeSelector, splitSelectorList } from './ruleset';

/** A top-level piece of a CSS text: declarations, or a nested `selector { body }` block. */
type CssChunk =
  | { readonly kind: 'declarations'; readonly text: string }
  | { readonly kind: 'rule'; readonly selector: string; readonly body: string };

function splitChunks(css: string): CssChunk[] {
  const chunks: CssChunk[] = [];
  let depth = 0;
  let buffer = '';
  let selector = '';
  let pending = '';
  for (const char of css) {
    if (char === '{') {
      if (depth === 0) {
        const lastSemicolon = buffer.lastIndexOf(';');
        pending += buffer.slice(0, lastSemicolon + 1);
        selector = buffer.slice(lastSemicolon + 1).trim();
        buffer = '';
      } else {
        buffer += char;
      }
      depth++;
      continue;
    }
    if (char === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        if (pending.trim() !== '') chunks.push({ kind: 'declarations', text: pending.trim() });
        pending = '';
        chunks.push({ kind: 'rule', selector, body: buffer.trim() });
        buffer = '';
      } else {
        buffer += char;
      }
      continue;
    }
    buffer += char;
  }
  const rest = `${pending}${buffer}`.trim();
  if (rest !== '') chunks.push({ kind: 'declarations', text: rest });
  return chunks;
}

function resolveNestedSelector(nested: string, scope: string): string {
  return splitSelectorList(nested)
    .flatMap((part) => {
      if (part.includes('&')) {
        return splitSelectorList(scope).map((outer) => part.replace(/&/g, outer));
      }
      return [scopeSelector(scope, part)];
    })
    .join(', ');
}

function wrapKeepingPseudoElement(selector: string): string {
  const match = /^(.*?)((?:\s*[>+~]\s*|\s+)?::[a-zA-Z-]+)$/.exec(selector);
  if (match === null) return flattenSpecificity(selector);
  const base = (match[1] ?? '').trim();
  return `${flattenSpecificity(base)}${match[2] ?? ''}`;
}

/**
 * Resolves a block's (or variation's) additional CSS against its selector: bare declarations go
 * to `:root :where(selector)`, nested rules with `&` have it replaced by the selector
 * (`& p {…}` → descendant, `&:hover {…}` → same element), nested rules without `&` become
 * descendants. Pseudo-elements stay outside `:where()`. At-rules are kept with their body
 * resolved the same way.
 */
export function resolveNestedCss(css: string, selector: string): string {
  let output = '';
  for (const chunk of splitChunks(css)) {
    if (chunk.kind === 'declarations') {
      output += `${flattenSpecificity(selector)}{${chunk.text}}`;
      continue;
    }
    if (chunk.selector.startsWith('@')) {
      output += `${chunk.selector}{${resolveNestedCss(chunk.body, selector)}}`;
      continue;
    }
    const resolved = splitSelectorList(resolveNestedSelector(chunk.selector, selector))
      .map(wrapKeepingPseudoElement)
      .join(', ');
    output += `${resolved}{${chunk.body}}`;
  }
  return output;
}
