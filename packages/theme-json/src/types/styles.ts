/** A reference to another value of the same theme.json, e.g. `styles.elements.link.color.text`. */
export interface StyleRef {
  readonly ref: string;
}

/**
 * A style value: a CSS value, a preset reference (`var:preset|color|accent`) or a `ref`.
 * Numbers are accepted for unitless values such as line height or font weight.
 */
export type StyleValue = string | number | StyleRef;

/** Box values (padding, margin) written per side. */
export interface BoxSides {
  readonly top?: StyleValue;
  readonly right?: StyleValue;
  readonly bottom?: StyleValue;
  readonly left?: StyleValue;
}

/** One side of a border. */
export interface BorderSide {
  readonly color?: StyleValue;
  readonly style?: StyleValue;
  readonly width?: StyleValue;
}

/** Corner radii written per corner. */
export interface BorderRadiusCorners {
  readonly topLeft?: StyleValue;
  readonly topRight?: StyleValue;
  readonly bottomLeft?: StyleValue;
  readonly bottomRight?: StyleValue;
}

/** `styles.border`: flat values, or split per side. */
export interface BorderStyles extends BorderSide {
  readonly radius?: StyleValue | BorderRadiusCorners;
  readonly top?: BorderSide;
  readonly right?: BorderSide;
  readonly bottom?: BorderSide;
  readonly left?: BorderSide;
}

/** `styles.color`. */
export interface ColorStyles {
  readonly background?: StyleValue;
  readonly gradient?: StyleValue;
  readonly text?: StyleValue;
}

/** `styles.typography`. */
export interface TypographyStyles {
  readonly fontFamily?: StyleValue;
  readonly fontSize?: StyleValue;
  readonly fontStyle?: StyleValue;
  readonly fontWeight?: StyleValue;
  readonly letterSpacing?: StyleValue;
  readonly lineHeight?: StyleValue;
  readonly textAlign?: StyleValue;
  readonly textColumns?: StyleValue;
  readonly textDecoration?: StyleValue;
  readonly textTransform?: StyleValue;
  readonly writingMode?: StyleValue;
}

/** `styles.spacing`. */
export interface SpacingStyles {
  readonly blockGap?: StyleValue | { readonly top?: StyleValue; readonly left?: StyleValue };
  readonly margin?: StyleValue | BoxSides;
  readonly padding?: StyleValue | BoxSides;
}

/** `styles.dimensions`. */
export interface DimensionsStyles {
  readonly aspectRatio?: StyleValue;
  readonly minHeight?: StyleValue;
}

/** `styles.outline`. */
export interface OutlineStyles {
  readonly color?: StyleValue;
  readonly offset?: StyleValue;
  readonly style?: StyleValue;
  readonly width?: StyleValue;
}

/** `styles.filter`. */
export interface FilterStyles {
  readonly duotone?: StyleValue;
}

/** `styles.background`. */
export interface BackgroundStyles {
  readonly backgroundImage?: StyleValue | { readonly url?: string; readonly id?: number };
  readonly backgroundPosition?: StyleValue;
  readonly backgroundRepeat?: StyleValue;
  readonly backgroundSize?: StyleValue;
  readonly backgroundAttachment?: StyleValue;
}

/** The style properties any node (root, element, block, variation) may carry. */
export interface StyleProperties {
  readonly background?: BackgroundStyles;
  readonly border?: BorderStyles;
  readonly color?: ColorStyles;
  readonly dimensions?: DimensionsStyles;
  readonly filter?: FilterStyles;
  readonly outline?: OutlineStyles;
  readonly shadow?: StyleValue;
  readonly spacing?: SpacingStyles;
  readonly typography?: TypographyStyles;
  /** Additional CSS for this node; `&` refers to the node's selector. */
  readonly css?: string;
}

/** Pseudo-classes an element may style (links and buttons). */
export type ElementPseudoClass =
  | ':hover'
  | ':focus'
  | ':focus-visible'
  | ':active'
  | ':visited'
  | ':link'
  | ':any-link';

/** Styles of one element, with optional pseudo-class states. */
export interface ElementStyles extends StyleProperties {
  readonly ':hover'?: StyleProperties;
  readonly ':focus'?: StyleProperties;
  readonly ':focus-visible'?: StyleProperties;
  readonly ':active'?: StyleProperties;
  readonly ':visited'?: StyleProperties;
  readonly ':link'?: StyleProperties;
  readonly ':any-link'?: StyleProperties;
}

/** The elements theme.json can style. */
export type ElementName =
  | 'link'
  | 'heading'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'button'
  | 'caption'
  | 'cite';

/** `styles.elements`. */
export type ElementsStyles = { readonly [E in ElementName]?: ElementStyles };

/** A block style variation (`.is-style-{name}`). */
export interface VariationStyles extends StyleProperties {
  /** The label the editor's Styles picker shows (a partial's or a registered style's title). */
  readonly title?: string;
  /**
   * CSS a theme's registered block style prints as it is (`inline_style` of
   * `register_block_style`); only the theme layer's is printed (see `siteStylesheet`).
   */
  readonly inlineStyle?: string;
  readonly elements?: ElementsStyles;
  readonly blocks?: { readonly [blockName: string]: BlockStyles };
}

/** Styles of one block type. */
export interface BlockStyles extends StyleProperties {
  readonly elements?: ElementsStyles;
  readonly variations?: { readonly [variationName: string]: VariationStyles };
}

/** `styles` of theme.json version 3 (the root node plus elements, blocks and variations). */
export interface ThemeJsonStyles extends StyleProperties {
  readonly elements?: ElementsStyles;
  readonly blocks?: { readonly [blockName: string]: BlockStyles };
  /** Shared block style variations, applied to the blocks listed in `blockTypes`. */
  readonly variations?: {
    readonly [variationName: string]: VariationStyles & {
      readonly blockTypes?: readonly string[];
      readonly title?: string;
    };
  };
}
