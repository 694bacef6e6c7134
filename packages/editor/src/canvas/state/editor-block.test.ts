import { parse, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { toEditorTree, toStoredTree } from './editor-block';

const CONTENT = [
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Title</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<p>Inside</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->',
].join('\n\n');

describe('toStoredTree', () => {
  it('puts a blank line between top-level blocks, so stored content comes back as it was', () => {
    const editor = toEditorTree(parse(CONTENT));
    expect(editor).toHaveLength(3);
    const stored = toStoredTree(editor);
    expect(stored).toHaveLength(5);
    expect(stored.filter((_, index) => index % 2 === 0)).toEqual(editor);
    expect(stored.filter((_, index) => index % 2 === 1).map((node) => node.innerHTML)).toEqual([
      '\n\n',
      '\n\n',
    ]);
    expect(serialize(stored)).toBe(CONTENT);
  });

  it('gives one block alone, and nothing for no blocks', () => {
    const [first] = toEditorTree(parse(CONTENT));
    if (first === undefined) throw new Error('No block');
    expect(toStoredTree([first])).toEqual([first]);
    expect(toStoredTree([])).toEqual([]);
  });
});
