import type { TemplateItem } from './template-item';

type Eligible = Pick<TemplateItem, 'type' | 'source' | 'hasThemeFile' | 'isCustom'>;

/**
 * Delete (spec 1 §4.3, spec 2 §5): only what the user made in the editor — a custom template or
 * part with no theme file behind it.
 */
export function isTemplateRemovable(item: Eligible): boolean {
  return item.source === 'custom' && !item.hasThemeFile;
}

/**
 * Rename: template parts like delete; templates only when they are custom templates (not
 * hierarchy templates) made in the editor.
 */
export function isTemplateRenamable(item: Eligible): boolean {
  if (!isTemplateRemovable(item)) return false;
  return item.type === 'wp_template_part' || item.isCustom;
}

/** Clear customizations / reset: a theme file exists and the user customised it. */
export function isTemplateRevertable(item: Eligible): boolean {
  return item.source === 'custom' && item.hasThemeFile;
}
