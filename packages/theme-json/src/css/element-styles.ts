import type { ElementsStyles, StyleProperties } from '../types/styles';
import type { ThemeJson } from '../types/theme-json';
import { isRecord } from '../values/object-path';
import { ELEMENT_NAMES, ELEMENT_PSEUDO_CLASSES, ELEMENT_SELECTORS } from './element-selectors';
import { appendToSelector, flattenSpecificity, scopeSelector, toRuleset } from './ruleset';
import { computeStyleDeclarations } from './style-properties';

/**
 * The rules of a node's elements (link with its pseudo-classes, headings, button, caption,
 * cite). With a `scope` (a block or variation selector) each element selector is nested under
 * it: `:root :where(.wp-block-group a:where(:not(.wp-element-button)))`.
 */
export function generateElementStyles(
  elements: ElementsStyles | undefined,
  themeJson: ThemeJson,
  scope?: string,
): string {
  if (elements === undefined) return '';
  let css = '';
  for (const name of ELEMENT_NAMES) {
    const element = elements[name];
    if (!isRecord(element)) continue;
    const base = ELEMENT_SELECTORS[name];
    const selector = scope === undefined ? base : scopeSelector(scope, base);
    css += toRuleset(flattenSpecificity(selector), computeStyleDeclarations(element, themeJson));
    for (const pseudo of ELEMENT_PSEUDO_CLASSES[name] ?? []) {
      const state: unknown = element[pseudo];
      if (!isRecord(state)) continue;
      css += toRuleset(
        flattenSpecificity(appendToSelector(selector, pseudo)),
        computeStyleDeclarations(state as StyleProperties, themeJson),
      );
    }
  }
  return css;
}
