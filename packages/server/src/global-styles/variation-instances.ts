import {
  type ActiveBlockStyleVariation,
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

/**
 * The CSS of one instance of a variation (`instanceClass`: `is-style-{name}--{n}`), as
 * {@link addBlockStyleVariationInstances} writes it.
 */
export function variationInstanceRules(
  merged: ThemeJson,
  instance: Pick<VariationInstance, 'blockName' | 'active'>,
  instanceClass: string,
  blockSelectors: BlockSelectorMap = SITE_BLOCK_SELECTORS,
): string {
  const { blockName, active } = instance;
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
/** A start tag read as a plain tag although it opens raw text (no end tag in the same text). */
const RAW_TEXT_START = /^<(?:script|style|textarea)\b/;
/** A `<` that could start a tag, not one of the scan's matches. */
const TAG_START = /<[a-zA-Z]/;

/** A block whose `is-style-*` class names a variation with styles, in rendered HTML. */
export interface VariationInstance {
  /** Where its instance class goes: the end of its start tag's class attribute value. */
  at: number;
  blockName: string;
  active: ActiveBlockStyleVariation;
}

/** The instance class of the `n`-th instance of a page: `is-style-{name}--{n}`. */
export function variationInstanceClass(instance: Pick<VariationInstance, 'active'>, n: number) {
  return `is-style-${instance.active.name}--${n}`;
}

/**
 * The start tags of rendered HTML that get an instance class, in document order (see
 * {@link addBlockStyleVariationInstances}). `open` tells whether reading this HTML as a part of a
 * longer page could find other tags: a `<` followed by a letter that begins no tag here (a tag
 * cut at the end), or a `<script>`, `<style>` or `<textarea>` whose end tag is not in this HTML.
 * When every part of a page is closed, the parts' instances, in order, are the page's. Styles
 * without variations give no instances, whatever the HTML (nothing to read, never open).
 */
export function findVariationInstances(
  html: string,
  merged: ThemeJson,
): { instances: VariationInstance[]; open: boolean } {
  const blockClasses = variationBlockClasses(merged);
  if (blockClasses.size === 0) return { instances: [], open: false };
  const instances: VariationInstance[] = [];
  let open = false;
  let end = 0;
  for (const match of html.matchAll(TAG_OR_RAW_TEXT)) {
    const [tag, rawText] = match;
    const index = match.index ?? 0;
    if (TAG_START.test(html.slice(end, index))) open = true;
    end = index + tag.length;
    if (rawText !== undefined) continue;
    if (RAW_TEXT_START.test(tag)) open = true;
    const found = instanceOfTag(tag, merged, blockClasses);
    if (found !== undefined) instances.push({ ...found, at: index + found.at });
  }
  const rest = html.slice(end);
  if (TAG_START.test(rest) || rest.endsWith('<')) open = true;
  return { instances, open };
}

/** The instance a start tag holds (`at` within the tag), if its classes name a styled variation. */
function instanceOfTag(
  tag: string,
  merged: ThemeJson,
  blockClasses: ReadonlyMap<string, string>,
): VariationInstance | undefined {
  const classAttribute = CLASS_ATTRIBUTE.exec(tag);
  const classes = classAttribute?.[2];
  if (classAttribute === null || classes === undefined || !classes.includes('is-style-')) {
    return undefined;
  }
  const blockName = classes
    .split(/\s+/)
    .map((name) => blockClasses.get(name))
    .find((name) => name !== undefined);
  if (blockName === undefined) return undefined;
  const active = activeBlockStyleVariation(merged, blockName, classes);
  if (active === undefined) return undefined;
  const at = classAttribute.index + (classAttribute[1] ?? '').length + classes.length;
  return { at, blockName, active };
}

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
  const { instances } = findVariationInstances(html, merged);
  let css = '';
  let out = '';
  let copied = 0;
  instances.forEach((instance, index) => {
    const instanceClass = variationInstanceClass(instance, index + 1);
    css += variationInstanceRules(merged, instance, instanceClass, blockSelectors);
    out += `${html.slice(copied, instance.at)} ${instanceClass}`;
    copied = instance.at;
  });
  return { html: out + html.slice(copied), css };
}
