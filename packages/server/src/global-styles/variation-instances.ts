import {
  activeBlockStyleVariation,
  type BlockSelectorMap,
  SITE_BLOCK_SELECTORS,
  type ThemeJson,
  variationInstanceCss,
} from '@atelier/theme-json';

/** The wrapper class of a block type: `core/group` → `wp-block-group`, `acme/card` → `wp-block-acme-card`. */
function wrapperClass(blockName: string): string {
  return `wp-block-${blockName.startsWith('core/') ? blockName.slice('core/'.length) : blockName.replace('/', '-')}`;
}

/** Wrapper class → block name, for the block types that have style variations. */
function variationBlockClasses(merged: ThemeJson): Map<string, string> {
  const names = new Set<string>();
  for (const [name, block] of Object.entries(merged.styles?.blocks ?? {})) {
    if (Object.keys(block.variations ?? {}).length > 0) names.add(name);
  }
  for (const shared of Object.values(merged.styles?.variations ?? {})) {
    for (const name of shared.blockTypes ?? []) names.add(name);
  }
  return new Map([...names].map((name) => [wrapperClass(name), name]));
}

const TAG_OR_RAW_TEXT =
  /<(script|style|textarea)\b[\s\S]*?<\/\1\s*>|<([a-zA-Z][a-zA-Z0-9-]*)(\s[^<>]*)?>/g;
const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)(")/;

/**
 * What WordPress does for every block whose `is-style-*` class names a variation with styles:
 * the block's wrapper gets its own `is-style-{name}--{n}` class, numbered in document order,
 * and the variation's styles are written for that class (parents before the blocks inside
 * them, so the closest section wins). Reads the rendered page's start tags: a block is known by
 * its wrapper class (`wp-block-group`). Returns the page with the classes and the CSS to print
 * after the global styles.
 */
export function addBlockStyleVariationInstances(
  html: string,
  merged: ThemeJson,
  blockSelectors: BlockSelectorMap = SITE_BLOCK_SELECTORS,
): { html: string; css: string } {
  const blockClasses = variationBlockClasses(merged);
  if (blockClasses.size === 0) return { html, css: '' };
  let css = '';
  let instance = 0;
  const out = html.replace(TAG_OR_RAW_TEXT, (tag: string, rawText: string | undefined) => {
    if (rawText !== undefined) return tag;
    const classAttribute = CLASS_ATTRIBUTE.exec(tag);
    const classes = classAttribute?.[2];
    if (classes === undefined || !classes.includes('is-style-')) return tag;
    const blockName = classes
      .split(/\s+/)
      .map((name) => blockClasses.get(name))
      .find((name) => name !== undefined);
    if (blockName === undefined) return tag;
    const active = activeBlockStyleVariation(merged, blockName, classes);
    if (active === undefined) return tag;
    instance++;
    const instanceClass = `is-style-${active.name}--${instance}`;
    css += variationInstanceCss(merged, blockName, active.styles, instanceClass, blockSelectors);
    return tag.replace(CLASS_ATTRIBUTE, `$1${classes} ${instanceClass}$3`);
  });
  return { html: out, css };
}
