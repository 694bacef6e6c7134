import type { BlockAttributes } from './block-node';

/**
 * Writes block attributes as the JSON found in a block comment, escaped like the block editor
 * does so the comment can never be closed early and stays safe inside HTML: `--` becomes
 * `\u002d\u002d`, `<` `\u003c`, `>` `\u003e`, `&` `\u0026` and an escaped quote `\"` `\u0022`.
 */
export function serializeAttributes(attributes: BlockAttributes): string {
  return JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}

/** Drops the `core/` namespace, as block comments write core blocks without it. */
function commentBlockName(name: string): string {
  return name.startsWith('core/') ? name.slice(5) : name;
}

/** Adds the implied `core/` namespace to a block name read from a comment. */
export function fullBlockName(name: string): string {
  return name.includes('/') ? name : `core/${name}`;
}

/** Builds a fresh opening comment; void blocks end in `/-->`. */
export function openingComment(name: string, attributes: BlockAttributes, isVoid: boolean): string {
  const json = Object.keys(attributes).length > 0 ? `${serializeAttributes(attributes)} ` : '';
  return `<!-- wp:${commentBlockName(name)} ${json}${isVoid ? '/-->' : '-->'}`;
}

/** Builds a fresh closing comment. */
export function closingComment(name: string): string {
  return `<!-- /wp:${commentBlockName(name)} -->`;
}
