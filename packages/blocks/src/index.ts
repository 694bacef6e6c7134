export type { BlockAttributes, BlockDelimiters, BlockNode } from './grammar/block-node';
export { parse } from './grammar/parse';
export { serialize, serializeBlock } from './grammar/serialize';
export { serializeAttributes } from './grammar/serialize-attributes';
