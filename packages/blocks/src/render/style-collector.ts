import type { BlockAttributes } from '../grammar/block-node';
import type { BlockType } from '../registry/block-type';
import { type LayoutClassOptions, layoutClasses, layoutContainerCss } from '../supports/layout';
import { duotoneStyles, elementStyles, type RenderTimeStyle } from '../supports/render-time-styles';

/** Gathers the CSS one render generates (layout containers, element colours, duotone). */
export interface StyleCollector {
  css: string[];
  counters: Map<string, number>;
}

/** A new, empty collector for one render. */
export function createStyleCollector(): StyleCollector {
  return { css: [], counters: new Map() };
}

function nextNumber(collector: StyleCollector, prefix: string): number {
  const next = (collector.counters.get(prefix) ?? 0) + 1;
  collector.counters.set(prefix, next);
  return next;
}

function applyStyle(collector: StyleCollector, style: RenderTimeStyle | undefined): string[] {
  if (style === undefined) return [];
  const classes = [...style.classes];
  let selector = classes[0] === undefined ? '' : `.${classes[0]}`;
  if (style.numberedClass !== undefined) {
    const className = `${style.numberedClass}${nextNumber(collector, style.numberedClass)}`;
    classes.push(className);
    selector = `.${className}`;
  }
  const css = style.rules.map((rule) => rule.replaceAll('{selector}', selector)).join('');
  if (css !== '' && !collector.css.includes(css)) collector.css.push(css);
  return classes;
}

/** Render-time classes: layout ones go on the inner-blocks wrapper, the others on the block. */
export interface RenderTimeClasses {
  layout: string[];
  wrapper: string[];
}

/**
 * The classes a block gains at render time, recording the CSS they need: layout classes (and a
 * numbered `wp-container-*` class when the layout has custom values), `wp-elements-N` for element
 * colours, `wp-duotone-{slug}` for duotone filters.
 */
export function renderTimeClasses(
  collector: StyleCollector,
  blockType: BlockType,
  attributes: BlockAttributes,
  layoutOptions: LayoutClassOptions = {},
): RenderTimeClasses {
  const classes = layoutClasses(blockType, attributes, layoutOptions);
  if (classes.length > 0) {
    const prefix = `wp-container-${blockType.name.replace('/', '-')}-is-layout-`;
    const number = (collector.counters.get(prefix) ?? 0) + 1;
    const css = layoutContainerCss(`.${prefix}${number}`, blockType, attributes);
    if (css !== '') {
      collector.counters.set(prefix, number);
      collector.css.push(css);
      classes.push(`${prefix}${number}`);
    }
  }
  const wrapper = [
    ...applyStyle(collector, elementStyles(attributes)),
    ...applyStyle(collector, duotoneStyles(blockType, attributes)),
  ];
  return { layout: classes, wrapper };
}
