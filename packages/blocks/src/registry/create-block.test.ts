import { describe, expect, it } from 'vitest';
import { serialize } from '../grammar/serialize';
import { createCoreRegistry } from '../library/core-blocks';
import { commentAttributes, createBlock } from './create-block';

const registry = createCoreRegistry();

describe('createBlock', () => {
  it('keeps sourced and default values out of the comment', () => {
    const paragraph = registry.get('core/paragraph');
    if (paragraph === undefined) throw new Error('missing paragraph');
    expect(commentAttributes(paragraph, { content: 'x', dropCap: false, align: 'right' })).toEqual({
      align: 'right',
    });
  });

  it('wraps content in newlines and separates inner blocks with a blank line', () => {
    const list = createBlock(registry, 'core/list', {}, [
      { name: 'core/list-item', attributes: { content: 'a' } },
      { name: 'core/list-item', attributes: { content: 'b' } },
    ]);
    expect(list.innerContent).toEqual([
      '\n<ul class="wp-block-list">',
      null,
      '\n\n',
      null,
      '</ul>\n',
    ]);
    expect(serialize([list])).toBe(
      '<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>a</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>b</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
    );
  });

  it('writes dynamic blocks with inner blocks and no save around their inner blocks only', () => {
    const template = createBlock(registry, 'core/post-template', {}, [
      { name: 'core/post-title', attributes: { isLink: true } },
    ]);
    expect(serialize([template])).toBe(
      '<!-- wp:post-template -->\n<!-- wp:post-title {"isLink":true} /-->\n<!-- /wp:post-template -->',
    );
  });

  it('refuses an unknown type', () => {
    expect(() => createBlock(registry, 'acme/nope')).toThrow(/Unknown block type/);
  });
});
