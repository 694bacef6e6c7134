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
  const kept = blockClassesOfStyles.get(merged);
  if (kept !== undefined) return kept;
  const names = new Set<string>();
  for (const [name, block] of Object.entries(merged.styles?.blocks ?? {})) {
    if (Object.keys(block.variations ?? {}).length > 0) names.add(name);
  }
  for (const shared of Object.values(merged.styles?.variations ?? {})) {
    for (const name of shared.blockTypes ?? []) names.add(name);
  }
  const classes = new Map([...names].map((name) => [wrapperClass(name), name]));
  blockClassesOfStyles.set(merged, classes);
  return classes;
}

/** `variationBlockClasses` per merged styles (the server keeps one per site content version). */
const blockClassesOfStyles = new WeakMap<ThemeJson, Map<string, string>>();

/** Instance numbers no page reaches, standing for the real one in a variation's kept CSS. */
const STAND_IN = 987_654_321_987;
const OTHER_STAND_IN = 123_456_789_123;

/**
 * A variation's instance CSS with a stand-in class, by merged styles, block selectors, block and
 * variation: the rules are the same for every instance but for the class, so they are written
 * once and each instance swaps its class in. `null` when swapping would not give what writing
 * them gives (the class also appears in the variation's own custom CSS): such rules are written
 * per instance.
 */
const instanceCssTemplates = new WeakMap<
  ThemeJson,
  WeakMap<BlockSelectorMap, Map<string, { standIn: string; css: string } | null>>
>();

function instanceCss(
  merged: ThemeJson,
  blockSelectors: BlockSelectorMap,
  blockName: string,
  active: { name: string; styles: Parameters<typeof variationInstanceCss>[2] },
  instanceClass: string,
): string {
  let bySelectors = instanceCssTemplates.get(merged);
  if (bySelectors === undefined) {
    bySelectors = new WeakMap();
    instanceCssTemplates.set(merged, bySelectors);
  }
  let templates = bySelectors.get(blockSelectors);
  if (templates === undefined) {
    templates = new Map();
    bySelectors.set(blockSelectors, templates);
  }
  const key = `${blockName}\u0000${active.name}`;
  let template = templates.get(key);
  if (template === undefined) {
    const standIn = `is-style-${active.name}--${STAND_IN}`;
    const other = `is-style-${active.name}--${OTHER_STAND_IN}`;
    const css = variationInstanceCss(merged, blockName, active.styles, standIn, blockSelectors);
    const check = variationInstanceCss(merged, blockName, active.styles, other, blockSelectors);
    template = css.split(standIn).join(other) === check ? { standIn, css } : null;
    templates.set(key, template);
  }
  return template === null
    ? variationInstanceCss(merged, blockName, active.styles, instanceClass, blockSelectors)
    : template.css.split(template.standIn).join(instanceClass);
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
    css += instanceCss(merged, blockSelectors, blockName, active, instanceClass);
    return tag.replace(CLASS_ATTRIBUTE, `$1${classes} ${instanceClass}$3`);
  });
  return { html: out, css };
}
