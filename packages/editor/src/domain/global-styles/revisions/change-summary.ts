import type { StyleTree } from './revision-entries';
import { sameJson } from './same-json';
import { type BlockTitle, blockLabel, elementLabel } from './style-labels';

/** The change summary lists at most this many items (spec 3 §4). */
export const CHANGE_SUMMARY_LIMIT = 7;

/** The Styles screens a top-level `styles` key is edited on, by the names people see there. */
const STYLE_LABELS: Readonly<Record<string, string>> = {
  color: 'Colors',
  typography: 'Typography',
  spacing: 'Layout',
  dimensions: 'Layout',
  border: 'Border',
  shadow: 'Shadow',
  filter: 'Filters',
  background: 'Background',
  css: 'Additional CSS',
  variations: 'Style variations',
};

/** The same for `settings`: the palettes, fonts and layout sizes. */
const SETTING_LABELS: Readonly<Record<string, string>> = {
  color: 'Color settings',
  typography: 'Typography settings',
  layout: 'Layout',
  spacing: 'Spacing settings',
};

/** Options of the summary: the title people know a block type by ('core/group' → 'Group'). */
export interface ChangeSummaryOptions {
  readonly blockTitle?: BlockTitle;
  readonly limit?: number;
}

function asTree(value: unknown): StyleTree {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as StyleTree)
    : {};
}

/** Keys whose values differ between two trees, in the order they first appear (next, then previous). */
function changedKeys(next: StyleTree, previous: StyleTree): string[] {
  const keys = [...new Set([...Object.keys(next), ...Object.keys(previous)])];
  return keys.filter((key) => !sameJson(next[key], previous[key]));
}

/**
 * What changed between two global styles values, in the words of the Styles screens: 'Colors',
 * 'Typography', 'Layout', 'Additional CSS', a block type's title, an element ('Links', 'H2'),
 * 'Color settings'. At most 7 items, each once, styles before settings.
 */
export function changeSummary(
  next: { readonly styles: StyleTree; readonly settings: StyleTree },
  previous: { readonly styles: StyleTree; readonly settings: StyleTree },
  options: ChangeSummaryOptions = {},
): string[] {
  const labels: string[] = [];
  for (const key of changedKeys(next.styles, previous.styles)) {
    if (key === 'blocks') {
      const blocks = changedKeys(asTree(next.styles.blocks), asTree(previous.styles.blocks));
      labels.push(...blocks.map((name) => blockLabel(name, options.blockTitle)));
    } else if (key === 'elements') {
      const elements = changedKeys(asTree(next.styles.elements), asTree(previous.styles.elements));
      labels.push(...elements.map(elementLabel));
    } else {
      labels.push(STYLE_LABELS[key] ?? 'Styles');
    }
  }
  for (const key of changedKeys(next.settings, previous.settings)) {
    labels.push(SETTING_LABELS[key] ?? 'Settings');
  }
  return [...new Set(labels)].slice(0, options.limit ?? CHANGE_SUMMARY_LIMIT);
}
