import type { BlockAttributes, BlockNode } from './block-node';
import { fullBlockName } from './serialize-attributes';

/**
 * One block delimiter: `<!-- wp:ns/name {json} -->`, `<!-- wp:name /-->` or `<!-- /wp:name -->`.
 * Groups: 1 closer slash, 2 namespace with slash, 3 name, 4 attribute JSON, 5 void slash.
 * The JSON may not contain `-->` (the serialiser escapes `--`), so a broken comment never
 * swallows the rest of the document.
 */
const DELIMITER =
  /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(\{(?:(?!-->)[\s\S])*?\}\s+)?(\/)?-->/;

interface OpenBlock {
  node: BlockNode;
}

function freeform(html: string): BlockNode {
  return { name: null, attributes: {}, innerBlocks: [], innerHTML: html, innerContent: [html] };
}

function parseAttributes(json: string | undefined): BlockAttributes {
  if (json === undefined) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as BlockAttributes)
      : {};
  } catch {
    return {};
  }
}

function newBlock(name: string, attributes: BlockAttributes, opener: string): BlockNode {
  return {
    name,
    attributes,
    innerBlocks: [],
    innerHTML: '',
    innerContent: [],
    delimiters: { name, attributes, opener, closer: null },
  };
}

/**
 * Parses block markup into a tree. Never throws: a closer that matches no open block stays in
 * the text where it was, a block left open at the end takes the rest of the document (and is
 * serialised back without a closer), and an opener whose JSON cannot be read keeps its text with
 * empty attributes. Free-form HTML between top-level blocks becomes nodes with `name: null`.
 */
export function parse(document: string): BlockNode[] {
  const output: BlockNode[] = [];
  const stack: OpenBlock[] = [];
  let offset = 0;

  const addText = (text: string): void => {
    if (text === '') return;
    const top = stack[stack.length - 1];
    if (top === undefined) {
      output.push(freeform(text));
      return;
    }
    top.node.innerContent.push(text);
    top.node.innerHTML += text;
  };
  const addBlock = (node: BlockNode): void => {
    const top = stack[stack.length - 1];
    if (top === undefined) {
      output.push(node);
      return;
    }
    top.node.innerBlocks.push(node);
    top.node.innerContent.push(null);
  };
  const closeTop = (closer: string | null): void => {
    const open = stack.pop();
    if (open === undefined) return;
    if (open.node.delimiters !== undefined) open.node.delimiters.closer = closer;
    addBlock(open.node);
  };

  // A fresh global pattern per call: its position is the only state, and it stays local.
  const delimiter = new RegExp(DELIMITER.source, 'g');
  for (let match = delimiter.exec(document); match !== null; match = delimiter.exec(document)) {
    const token = match[0];
    const name = fullBlockName(`${match[2] ?? ''}${match[3] ?? ''}`);
    const isCloser = match[1] !== undefined;
    if (isCloser) {
      let depth = stack.length - 1;
      while (depth >= 0 && stack[depth]?.node.name !== name) depth -= 1;
      if (depth < 0) continue;
      addText(document.slice(offset, match.index));
      while (stack.length - 1 > depth) closeTop(null);
      closeTop(token);
    } else {
      addText(document.slice(offset, match.index));
      const node = newBlock(name, parseAttributes(match[4]), token);
      if (match[5] !== undefined) {
        if (node.delimiters !== undefined) node.delimiters.closer = '';
        addBlock(node);
      } else {
        stack.push({ node });
      }
    }
    offset = match.index + token.length;
  }
  addText(document.slice(offset));
  while (stack.length > 0) closeTop(null);
  return output;
}
