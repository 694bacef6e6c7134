import { PRESET_METADATA } from '../presets/preset-metadata';
import { getEffectivePresets } from '../presets/presets-by-origin';
import type { BlockSettings } from '../types/settings';
import { toKebabCase } from '../values/kebab-case';
import { appendToSelector, toRuleset } from './ruleset';
import { presetCustomProperty } from './variables';

/**
 * The preset classes of one settings node, e.g.
 * `.has-accent-color{color: var(--wp--preset--color--accent) !important;}` (also
 * `-background-color`, `-border-color`, `-gradient-background`, `-font-size`, `-font-family`).
 * For a block node, pass its selector as `scope` (`.wp-block-group.has-accent-color`).
 */
export function generatePresetClasses(settings: BlockSettings | undefined, scope = ''): string {
  let css = '';
  for (const metadata of PRESET_METADATA) {
    if (metadata.classes.length === 0) continue;
    const presets = getEffectivePresets(settings, metadata.kind);
    for (const presetClass of metadata.classes) {
      for (const preset of presets) {
        const className = `.has-${toKebabCase(preset.slug)}-${presetClass.suffix}`;
        const selector = scope === '' ? className : appendToSelector(scope, className);
        css += toRuleset(selector, [
          {
            property: presetClass.property,
            value: `var(${presetCustomProperty(metadata.kind, preset.slug)}) !important`,
          },
        ]);
      }
    }
  }
  return css;
}
