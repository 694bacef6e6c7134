/** A small description of the JSON shapes theme.json accepts, used by the validator. */
export type Schema =
  | { readonly type: 'boolean' }
  | { readonly type: 'string' }
  | { readonly type: 'number' }
  | { readonly type: 'booleanOrNull' }
  /** A string, a number or `{ref}` (style values). */
  | { readonly type: 'styleValue' }
  /** Any JSON value (left to the consumer). */
  | { readonly type: 'any' }
  /** A tree of strings and numbers (`settings.custom`). */
  | { readonly type: 'customTree' }
  | { readonly type: 'array'; readonly items: Schema }
  /** An object whose listed keys follow their schema; other keys are left alone. */
  | { readonly type: 'object'; readonly properties: Readonly<Record<string, Schema>> }
  /** An object of arbitrary keys, each following `values`. */
  | { readonly type: 'record'; readonly values: Schema }
  /** A preset list: a list of presets, or lists keyed by origin (default, theme, custom). */
  | { readonly type: 'presets'; readonly item: Schema }
  /** One of several shapes; the message names them with `label`. */
  | { readonly type: 'oneOf'; readonly options: readonly Schema[]; readonly label: string };

const t = {
  boolean: { type: 'boolean' },
  string: { type: 'string' },
  number: { type: 'number' },
  value: { type: 'styleValue' },
  any: { type: 'any' },
} as const;

const object = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties });
const presets = (item: Record<string, Schema>): Schema => ({ type: 'presets', item: object(item) });
const flagProperties = (...names: string[]): Record<string, Schema> =>
  Object.fromEntries(names.map((name) => [name, t.boolean]));
const flags = (...names: string[]): Schema => object(flagProperties(...names));
const oneOf = (label: string, ...options: Schema[]): Schema => ({ type: 'oneOf', options, label });

const presetBase = { slug: t.string, name: t.string };

const fontFace = object({
  fontFamily: t.string,
  fontStyle: t.string,
  fontWeight: oneOf('a string or a number', t.string, t.number),
  fontDisplay: t.string,
  src: oneOf('a string or a list of strings', t.string, { type: 'array', items: t.string }),
  unicodeRange: t.string,
  fontStretch: t.string,
});

const blockSettingsProperties: Record<string, Schema> = {
  appearanceTools: t.boolean,
  background: flags('backgroundImage', 'backgroundSize'),
  border: flags('color', 'radius', 'style', 'width'),
  color: object({
    ...flagProperties(
      'background',
      'custom',
      'customDuotone',
      'customGradient',
      'defaultDuotone',
      'defaultGradients',
      'defaultPalette',
      'link',
      'text',
      'heading',
      'button',
      'caption',
    ),
    palette: presets({ ...presetBase, color: t.string }),
    gradients: presets({ ...presetBase, gradient: t.string }),
    duotone: presets({ ...presetBase, colors: { type: 'array', items: t.string } }),
  }),
  custom: { type: 'customTree' },
  dimensions: flags('aspectRatio', 'minHeight'),
  layout: object({ contentSize: t.string, wideSize: t.string, allowEditing: t.boolean }),
  shadow: object({
    defaultPresets: t.boolean,
    presets: presets({ ...presetBase, shadow: t.string }),
  }),
  spacing: object({
    blockGap: { type: 'booleanOrNull' },
    customSpacingSize: t.boolean,
    defaultSpacingSizes: t.boolean,
    margin: t.boolean,
    padding: t.boolean,
    units: { type: 'array', items: t.string },
    spacingScale: object({
      operator: t.string,
      increment: t.number,
      steps: t.number,
      mediumStep: t.number,
      unit: t.string,
    }),
    spacingSizes: presets({ ...presetBase, size: t.string }),
  }),
  typography: object({
    ...flagProperties(
      'customFontSize',
      'defaultFontSizes',
      'dropCap',
      'fontStyle',
      'fontWeight',
      'letterSpacing',
      'lineHeight',
      'textAlign',
      'textColumns',
      'textDecoration',
      'textTransform',
      'writingMode',
    ),
    fluid: oneOf(
      'a boolean or an object',
      t.boolean,
      object({ minFontSize: t.string, maxViewportWidth: t.string, minViewportWidth: t.string }),
    ),
    fontFamilies: presets({
      ...presetBase,
      fontFamily: t.string,
      fontFace: { type: 'array', items: fontFace },
    }),
    fontSizes: presets({
      ...presetBase,
      size: oneOf('a string or a number', t.string, t.number),
      fluid: oneOf('a boolean or an object', t.boolean, object({ min: t.string, max: t.string })),
    }),
  }),
};

/** The schema of `settings`. */
export const SETTINGS_SCHEMA: Schema = object({
  ...blockSettingsProperties,
  useRootPaddingAwareAlignments: t.boolean,
  blocks: { type: 'record', values: object(blockSettingsProperties) },
});

const sides = object({ top: t.value, right: t.value, bottom: t.value, left: t.value });
const boxValue = oneOf('a value or an object of sides', t.value, sides);
const borderSide = object({ color: t.value, style: t.value, width: t.value });

const styleProperties: Record<string, Schema> = {
  background: object({
    backgroundImage: oneOf(
      'a value or an object with url',
      t.value,
      object({ url: t.string, id: t.number }),
    ),
    backgroundPosition: t.value,
    backgroundRepeat: t.value,
    backgroundSize: t.value,
    backgroundAttachment: t.value,
  }),
  border: object({
    color: t.value,
    style: t.value,
    width: t.value,
    radius: oneOf(
      'a value or an object of corners',
      t.value,
      object({ topLeft: t.value, topRight: t.value, bottomLeft: t.value, bottomRight: t.value }),
    ),
    top: borderSide,
    right: borderSide,
    bottom: borderSide,
    left: borderSide,
  }),
  color: object({ background: t.value, gradient: t.value, text: t.value }),
  dimensions: object({ aspectRatio: t.value, minHeight: t.value }),
  filter: object({ duotone: t.value }),
  outline: object({ color: t.value, offset: t.value, style: t.value, width: t.value }),
  shadow: t.value,
  spacing: object({
    blockGap: oneOf(
      'a value or an object with top and left',
      t.value,
      object({ top: t.value, left: t.value }),
    ),
    margin: boxValue,
    padding: boxValue,
  }),
  typography: object(
    Object.fromEntries(
      [
        'fontFamily',
        'fontSize',
        'fontStyle',
        'fontWeight',
        'letterSpacing',
        'lineHeight',
        'textAlign',
        'textColumns',
        'textDecoration',
        'textTransform',
        'writingMode',
      ].map((name) => [name, t.value]),
    ),
  ),
  css: t.string,
};

const pseudoNames = [
  ':hover',
  ':focus',
  ':focus-visible',
  ':active',
  ':visited',
  ':link',
  ':any-link',
];
const elementSchema = object({
  ...styleProperties,
  ...Object.fromEntries(pseudoNames.map((name) => [name, object(styleProperties)])),
});
const elementsSchema: Schema = { type: 'record', values: elementSchema };

const variationProperties: Record<string, Schema> = {
  ...styleProperties,
  elements: elementsSchema,
  blocks: { type: 'record', values: object({ ...styleProperties, elements: elementsSchema }) },
};

const blockSchema = object({
  ...styleProperties,
  elements: elementsSchema,
  variations: { type: 'record', values: object(variationProperties) },
});

/** The schema of `styles`. */
export const STYLES_SCHEMA: Schema = object({
  ...styleProperties,
  elements: elementsSchema,
  blocks: { type: 'record', values: blockSchema },
  variations: {
    type: 'record',
    values: object({
      ...variationProperties,
      title: t.string,
      blockTypes: { type: 'array', items: t.string },
    }),
  },
});
