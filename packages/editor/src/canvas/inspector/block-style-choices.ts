import type { BlockStyle } from '@atelier/blocks';
import type { ThemeBlockStyleChoice } from '@atelier/theme-json';

/** What the Styles picker offers when a block type has styles but none is its default. */
const DEFAULT_STYLE: BlockStyle = { name: 'default', label: 'Default', isDefault: true };

/**
 * The styles the Block tab's Styles picker offers for a block type: the block's own (`styles`
 * of its type), then those the theme registers (partials, functions.php, shared variations)
 * under names the block does not have, and a 'Default' first when none is the default, as
 * WordPress's picker does. Empty when there is nothing to choose from.
 */
export function blockStyleChoices(
  own: readonly BlockStyle[] | undefined,
  theme: readonly ThemeBlockStyleChoice[],
): BlockStyle[] {
  const choices: BlockStyle[] = [...(own ?? [])];
  for (const style of theme) {
    if (!choices.some((choice) => choice.name === style.name)) choices.push({ ...style });
  }
  if (choices.length === 0) return [];
  return choices.some((choice) => choice.isDefault === true)
    ? choices
    : [DEFAULT_STYLE, ...choices];
}

/** The choice a class list selects (`is-style-{name}`), else the default one. */
export function activeBlockStyleChoice(
  choices: readonly BlockStyle[],
  className: unknown,
): BlockStyle | undefined {
  const names = typeof className === 'string' ? className.split(/\s+/) : [];
  return (
    choices.find((choice) => names.includes(`is-style-${choice.name}`)) ??
    choices.find((choice) => choice.isDefault === true)
  );
}
