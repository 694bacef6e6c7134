/** Attribute names whose React prop name differs from the HTML name. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  autoplay: 'autoPlay',
  playsinline: 'playsInline',
  allowfullscreen: 'allowFullScreen',
  frameborder: 'frameBorder',
  datetime: 'dateTime',
  contenteditable: 'contentEditable',
  accesskey: 'accessKey',
  enctype: 'encType',
  novalidate: 'noValidate',
  'accept-charset': 'acceptCharset',
  referrerpolicy: 'referrerPolicy',
  'xlink:href': 'xlinkHref',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};

/** HTML boolean attributes: present means true. */
const BOOLEANS = new Set([
  'autoPlay',
  'controls',
  'loop',
  'muted',
  'playsInline',
  'checked',
  'disabled',
  'required',
  'readOnly',
  'open',
  'hidden',
  'allowFullScreen',
  'noValidate',
  'reversed',
]);

function camelCase(property: string): string {
  if (property.startsWith('--')) return property;
  const plain = property.startsWith('-ms-') ? property.slice(1) : property;
  return plain.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** An inline style string as a React style object (custom properties kept as they are). */
export function styleToObject(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(/;(?![^(]*\))/)) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (property === '' || value === '') continue;
    result[property.startsWith('--') ? property : camelCase(property.toLowerCase())] = value;
  }
  return result;
}

/** An element's HTML attributes as React props (class, style, booleans and renamed ones). */
export function attributesToProps(
  attributes: Iterable<{ name: string; value: string }>,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of attributes) {
    if (name.startsWith('on')) continue;
    if (name === 'style') {
      props.style = styleToObject(value);
      continue;
    }
    if (name === 'value') {
      props.defaultValue = value;
      continue;
    }
    const prop = PROP_NAMES[name] ?? name;
    props[prop] = BOOLEANS.has(prop) ? true : value;
  }
  return props;
}

/** Class names joined, empty ones left out. */
export function joinClasses(...names: (string | false | null | undefined)[]): string {
  return names.filter((name) => typeof name === 'string' && name !== '').join(' ');
}
