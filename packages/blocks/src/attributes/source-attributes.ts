import { parseHtml } from '#html-dom';
import type { BlockAttributes } from '../grammar/block-node';
import type { HtmlElement, HtmlFragment } from '../html/html-tree';
import type { AttributeSchema, BlockType } from '../registry/block-type';

function matchesType(schema: AttributeSchema, value: unknown): boolean {
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.some((type) => {
    switch (type) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number';
      case 'integer':
        return Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      default:
        return typeof value === 'object' && value !== null && !Array.isArray(value);
    }
  });
}

function fromAttribute(schema: AttributeSchema, element: HtmlElement): unknown {
  const raw = element.attribute(schema.attribute ?? '');
  if (schema.type === 'boolean') return raw !== undefined;
  if (raw === undefined) return undefined;
  if (schema.type === 'number' || schema.type === 'integer') {
    const parsed = Number(raw);
    return raw !== '' && Number.isFinite(parsed) ? parsed : undefined;
  }
  return raw;
}

/**
 * One attribute sourced from the fragment, or from an element a `query` matched (`item`, where a
 * schema without a selector reads the element itself). Selectors match descendants only.
 */
function sourceOne(
  schema: AttributeSchema,
  fragment: HtmlFragment,
  item: HtmlElement | null,
): unknown {
  const scope = item ?? fragment;
  const element = schema.selector === undefined ? item : scope.queryOne(schema.selector);
  switch (schema.source) {
    case 'raw':
      return fragment.source.trim();
    case 'html':
      if (element === null) {
        return schema.selector === undefined ? fragment.source.trim() : undefined;
      }
      return element.innerHtml();
    case 'text':
      return element === null ? undefined : element.text();
    case 'attribute':
      return element === null ? undefined : fromAttribute(schema, element);
    case 'tag':
      return element === null ? undefined : element.name;
    case 'query': {
      if (schema.selector === undefined || schema.query === undefined) return undefined;
      const query = schema.query;
      return scope.queryAll(schema.selector).map((match) => {
        const entry: BlockAttributes = {};
        for (const [key, inner] of Object.entries(query)) {
          const value = sourceOne(inner, fragment, match);
          entry[key] = value === undefined ? inner.default : value;
          if (entry[key] === undefined) delete entry[key];
        }
        return entry;
      });
    }
    default:
      return undefined;
  }
}

/**
 * The full attributes of a block: values sourced from its saved HTML (by selector, with a real
 * HTML parser), values from the block comment, then defaults. Values of the wrong type are
 * dropped for the default, as the block editor does. `sourced: false` skips the HTML (and the
 * sourced attributes) when only comment values are needed.
 */
export function getBlockAttributes(
  blockType: BlockType,
  innerHTML: string,
  commentAttributes: BlockAttributes,
  options: { sourced?: boolean } = {},
): BlockAttributes {
  const out: BlockAttributes = {};
  let fragment: HtmlFragment | undefined;
  for (const [key, schema] of Object.entries(blockType.attributes)) {
    let value: unknown;
    if (schema.source !== undefined) {
      if (options.sourced === false) continue;
      fragment ??= parseHtml(innerHTML);
      value = sourceOne(schema, fragment, null);
    } else {
      value = commentAttributes[key];
    }
    if (value !== undefined && !matchesType(schema, value)) value = undefined;
    if (value === undefined) value = structuredCloneSafe(schema.default);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function structuredCloneSafe(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;
}
