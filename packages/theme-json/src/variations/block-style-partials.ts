import { deepMerge } from '../merge/deep-merge';
import type { BlockStyles, ThemeJsonStyles, VariationStyles } from '../types/styles';
import type { ThemeJson } from '../types/theme-json';
import { isCssSafeBlockName, isCssSafeStyleName } from '../values/css-names';
import { toKebabCase } from '../values/kebab-case';
import { isRecord } from '../values/object-path';

/**
 * A theme.json partial that names block types (`styles/sections/section-1.json`,
 * `styles/blocks/text-annotation.json`): a block style variation for those blocks.
 */
export interface BlockStyleVariationFile {
  readonly slug?: string;
  readonly title?: string;
  readonly blockTypes: readonly string[];
  readonly styles?: VariationStyles;
}

/** A block style a theme registers: its class name (`is-style-{name}`) and its label. */
export interface RegisteredBlockStyle {
  readonly blockName: string;
  readonly name: string;
  readonly label: string;
  /** CSS printed as it is wherever the block styles are (`inline_style`). */
  readonly inlineStyle?: string;
  /** The style's own theme.json styles (`style_data`); the theme's theme.json overrides them. */
  readonly styleData?: VariationStyles;
}

/**
 * The variation name of a partial: its `slug`, else its title in kebab case (`Style 1` →
 * `style-1`), as WordPress names them; undefined when neither gives a name a selector may hold.
 */
export function blockStyleVariationName(file: BlockStyleVariationFile): string | undefined {
  const name = file.slug ?? (file.title === undefined ? undefined : toKebabCase(file.title));
  return name !== undefined && isCssSafeStyleName(name) ? name : undefined;
}

function sharedVariation(styles: ThemeJsonStyles | undefined, name: string): VariationStyles {
  const shared = styles?.variations?.[name];
  if (shared === undefined) return {};
  const { blockTypes: _types, title: _title, ...rest } = shared;
  return rest;
}

/**
 * Puts block style variation partials into a theme's theme.json as WordPress does: for each block
 * type a partial names, `styles.blocks[block].variations[name]` becomes the partial's styles,
 * overridden by the theme's top-level `styles.variations[name]`, then by what theme.json already
 * says for that block's variation. The partial's title comes along, so the editor can label it.
 * The input is not changed.
 */
export function injectBlockStyleVariations(
  themeJson: ThemeJson,
  files: readonly BlockStyleVariationFile[],
): ThemeJson {
  let blocks: Record<string, BlockStyles> = { ...(themeJson.styles?.blocks ?? {}) };
  for (const file of files) {
    const name = blockStyleVariationName(file);
    if (name === undefined || !isRecord(file.styles)) continue;
    for (const blockName of file.blockTypes) {
      if (!isCssSafeBlockName(blockName)) continue;
      const block = blocks[blockName] ?? {};
      const own = block.variations?.[name];
      const variation = [sharedVariation(themeJson.styles, name), own].reduce<unknown>(
        (merged, layer) => deepMerge(merged, layer),
        file.title === undefined ? file.styles : { ...file.styles, title: file.title },
      ) as VariationStyles;
      blocks = {
        ...blocks,
        [blockName]: { ...block, variations: { ...(block.variations ?? {}), [name]: variation } },
      };
    }
  }
  if (Object.keys(blocks).length === 0) return themeJson;
  return { ...themeJson, styles: { ...(themeJson.styles ?? {}), blocks } };
}

/**
 * Block styles a theme registers without styles of their own (a `register_block_style` call):
 * each becomes an empty variation carrying its label, unless theme.json already styles it, in
 * which case only the missing label is added.
 */
export function injectRegisteredBlockStyles(
  themeJson: ThemeJson,
  registered: readonly RegisteredBlockStyle[],
): ThemeJson {
  const files = registered.map(
    (style): BlockStyleVariationFile => ({
      slug: style.name,
      title: style.label,
      blockTypes: [style.blockName],
      styles: {
        ...(isRecord(style.styleData) ? style.styleData : {}),
        ...(style.inlineStyle ? { inlineStyle: style.inlineStyle } : {}),
      },
    }),
  );
  return injectBlockStyleVariations(themeJson, files);
}

/**
 * The CSS of the block styles a theme registers (`inlineStyle` of its variations), each text
 * once even when the style is registered for several blocks, in the order they appear.
 */
export function registeredBlockStyleCss(themeJson: ThemeJson): string {
  const texts = new Set<string>();
  for (const block of Object.values(themeJson.styles?.blocks ?? {})) {
    for (const variation of Object.values(block.variations ?? {})) {
      const text = variation.inlineStyle;
      if (typeof text === 'string' && text.trim() !== '') texts.add(text.trim());
    }
  }
  return [...texts].join('\n');
}
