/**
 * The SVG element and attribute names the HTML parser writes in mixed case (the HTML standard's
 * "adjust SVG attributes" and SVG tag name tables), keyed by their lower-case form. A parser that
 * lower-cases every name (htmlparser2) gets the browser's serialisation back through them.
 */
const SVG_ELEMENTS =
  'altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform clipPath feBlend ' +
  'feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting ' +
  'feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR ' +
  'feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight ' +
  'feSpecularLighting feSpotLight feTile feTurbulence foreignObject glyphRef linearGradient ' +
  'radialGradient textPath';

const SVG_ATTRIBUTES =
  'attributeName attributeType baseFrequency baseProfile calcMode clipPathUnits diffuseConstant ' +
  'edgeMode filterUnits glyphRef gradientTransform gradientUnits kernelMatrix kernelUnitLength ' +
  'keyPoints keySplines keyTimes lengthAdjust limitingConeAngle markerHeight markerUnits ' +
  'markerWidth maskContentUnits maskUnits numOctaves pathLength patternContentUnits ' +
  'patternTransform patternUnits pointsAtX pointsAtY pointsAtZ preserveAlpha preserveAspectRatio ' +
  'primitiveUnits refX refY repeatCount repeatDur requiredExtensions requiredFeatures ' +
  'specularConstant specularExponent spreadMethod startOffset stdDeviation stitchTiles ' +
  'surfaceScale systemLanguage tableValues targetX targetY textLength viewBox viewTarget ' +
  'xChannelSelector yChannelSelector zoomAndPan';

function byLowerCase(names: string): ReadonlyMap<string, string> {
  return new Map(names.split(' ').map((name) => [name.toLowerCase(), name]));
}

/** Lower-case SVG element name → the name as the browser serialises it. */
export const SVG_ELEMENT_NAMES = byLowerCase(SVG_ELEMENTS);
/** Lower-case SVG attribute name → the name as the browser serialises it. */
export const SVG_ATTRIBUTE_NAMES = byLowerCase(SVG_ATTRIBUTES);
