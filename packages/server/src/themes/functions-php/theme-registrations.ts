import type { RegisteredBlockStyle, VariationStyles } from '@atelier/theme-json';
import { type PhpValue, readPhpLiteralCalls } from './php-literal-calls.js';

/** A block style registered in functions.php, with the CSS it prints (`inline_style`). */
export interface ThemeBlockStyle extends RegisteredBlockStyle {
  inlineStyle: string;
}

/** A pattern category registered in functions.php. */
export interface ThemePatternCategory {
  name: string;
  label: string;
  description: string;
}

/** What a theme's functions.php registers, read without running it. */
export interface ThemeRegistrations {
  blockStyles: ThemeBlockStyle[];
  patternCategories: ThemePatternCategory[];
  /** Calls left out: `functions.php line {n}: register_block_style: {reason}`. */
  problems: string[];
}

/** A block name that may become part of a selector (`core/list`, `my-plugin/card`). */
function isBlockName(name: string): boolean {
  return /^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/.test(name);
}

function keyed(value: PhpValue | undefined): { readonly [key: string]: PhpValue } | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as { readonly [key: string]: PhpValue })
    : undefined;
}

function text(value: PhpValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function blockStylesOf(args: PhpValue[]): ThemeBlockStyle[] | string {
  const [blocks, properties] = args;
  const names = typeof blocks === 'string' ? [blocks] : Array.isArray(blocks) ? blocks : [];
  const props = keyed(properties);
  const name = text(props?.name);
  if (name === undefined || !/^[a-zA-Z0-9_-]+$/.test(name)) return 'no usable "name"';
  const blockNames = names.filter(
    (block): block is string => typeof block === 'string' && isBlockName(block),
  );
  if (blockNames.length === 0) return 'no block name';
  const label = text(props?.label) ?? name;
  const inlineStyle = text(props?.inline_style) ?? '';
  const styleData = keyed(props?.style_data);
  return blockNames.map((blockName) => ({
    blockName,
    name,
    label,
    inlineStyle,
    ...(styleData === undefined ? {} : { styleData: styleData as VariationStyles }),
  }));
}

function patternCategoryOf(args: PhpValue[]): ThemePatternCategory | string {
  const [name, properties] = args;
  const props = keyed(properties);
  const label = text(props?.label);
  if (typeof name !== 'string' || name === '') return 'no category name';
  if (label === undefined) return 'no "label"';
  return { name, label, description: text(props?.description) ?? '' };
}

/**
 * The block styles (`register_block_style`) and pattern categories
 * (`register_block_pattern_category`) a theme's functions.php registers with literal arguments.
 * A later registration of the same block style or category replaces the earlier one.
 */
export function readThemeRegistrations(source: string): ThemeRegistrations {
  const { calls, problems } = readPhpLiteralCalls(source, [
    'register_block_style',
    'register_block_pattern_category',
  ]);
  const styles = new Map<string, ThemeBlockStyle>();
  const categories = new Map<string, ThemePatternCategory>();
  const refused = problems.map((p) => `functions.php line ${p.line}: ${p.name}: ${p.reason}`);
  for (const call of calls) {
    const read =
      call.name === 'register_block_style'
        ? blockStylesOf(call.args)
        : patternCategoryOf(call.args);
    if (typeof read === 'string') {
      refused.push(`functions.php line ${call.line}: ${call.name}: ${read}`);
    } else if (Array.isArray(read)) {
      for (const style of read) styles.set(`${style.blockName} ${style.name}`, style);
    } else {
      categories.set(read.name, read);
    }
  }
  return {
    blockStyles: [...styles.values()],
    patternCategories: [...categories.values()],
    problems: refused,
  };
}
