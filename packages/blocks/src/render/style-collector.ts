import type { BlockAttributes } from '../grammar/block-node';
import type { BlockType } from '../registry/block-type';
import { type LayoutClassOptions, layoutClasses, layoutContainerCss } from '../supports/layout';
import { duotoneStyles, elementStyles, type RenderTimeStyle } from '../supports/render-time-styles';
import { uniqueIdFromValues } from '../supports/unique-id';

/**
 * Where a block stands in the document being rendered: its index among its siblings, under its
 * parent's position and the number of the parent's render call that asked for it (a post
 * template renders its inner blocks once per post). Comparing positions gives document order.
 */
export type RenderPosition = readonly number[];

/** Gathers the CSS one render generates (layout containers, element colours, duotone). */
export interface StyleCollector {
  rules: { position: RenderPosition; css: string }[];
}

/** A new, empty collector for one render. */
export function createStyleCollector(): StyleCollector {
  return { rules: [] };
}

/** Document order: a parent before its children, siblings by index. */
function comparePositions(a: RenderPosition, b: RenderPosition): number {
  const shared = Math.min(a.length, b.length);
  for (let index = 0; index < shared; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/**
 * The collected CSS in document order, each rule set once. Blocks whose look-ups answer sooner
 * finish first, so the order in which rules were collected changes from render to render: the
 * positions make the same page the same bytes every time.
 */
export function collectedCss(collector: StyleCollector): string {
  const sorted = [...collector.rules].sort((a, b) => comparePositions(a.position, b.position));
  return [...new Set(sorted.map((rule) => rule.css))].join('\n');
}

/** Stands for the selector of a class named after the rules it carries. */
const SELECTOR = '{selector}';

/**
 * Records `rules` for a class named `prefix` and a hash of `values` (as WordPress 6.8 names its
 * container classes from their values), and gives the class's name.
 */
function classForRules(
  collector: StyleCollector,
  position: RenderPosition,
  prefix: string,
  rules: string,
  values: unknown,
): string {
  const className = uniqueIdFromValues(values, prefix);
  collector.rules.push({ position, css: rules.replaceAll(SELECTOR, `.${className}`) });
  return className;
}

function applyStyle(
  collector: StyleCollector,
  position: RenderPosition,
  style: RenderTimeStyle | undefined,
): string[] {
  if (style === undefined) return [];
  const classes = [...style.classes];
  if (style.ownClass !== undefined) {
    // Element colours reach every descendant (`.wp-elements-… a`), so a block inside another
    // with the same colours must keep a class of its own, written after its ancestor's: the
    // block's position goes into the hash with its rules (one class per block, stable per page).
    const rules = style.rules.join('');
    classes.push(classForRules(collector, position, style.ownClass, rules, [rules, position]));
  } else if (style.rules.length > 0) {
    const selector = classes[0] === undefined ? '' : `.${classes[0]}`;
    const css = style.rules.map((rule) => rule.replaceAll(SELECTOR, selector)).join('');
    collector.rules.push({ position, css });
  }
  return classes;
}

/** Render-time classes: layout ones go on the inner-blocks wrapper, the others on the block. */
export interface RenderTimeClasses {
  layout: string[];
  wrapper: string[];
}

/**
 * The classes a block gains at render time, recording the CSS they need: layout classes (and a
 * `wp-container-{block}-is-layout-{hash}` class when the layout has custom values, hashed from
 * its rules), `wp-elements-{hash}` for element colours (hashed from its rules and the block's
 * position), `wp-duotone-{slug}` for duotone filters. No class depends on the order in which
 * blocks finish rendering, so a page is the same bytes in every render.
 */
export function renderTimeClasses(
  collector: StyleCollector,
  position: RenderPosition,
  blockType: BlockType,
  attributes: BlockAttributes,
  layoutOptions: LayoutClassOptions = {},
): RenderTimeClasses {
  const classes = layoutClasses(blockType, attributes, layoutOptions);
  if (classes.length > 0) {
    const rules = layoutContainerCss(SELECTOR, blockType, attributes);
    if (rules !== '') {
      const prefix = `wp-container-${blockType.name.replace('/', '-')}-is-layout-`;
      // Layout rules reach the container and its children only: containers styled alike can
      // share one class (and one copy of its rules) wherever they are.
      classes.push(classForRules(collector, position, prefix, rules, rules));
    }
  }
  const wrapper = [
    ...applyStyle(collector, position, elementStyles(attributes)),
    ...applyStyle(collector, position, duotoneStyles(blockType, attributes)),
  ];
  return { layout: classes, wrapper };
}
