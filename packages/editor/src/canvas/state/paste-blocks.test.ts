import { describe, expect, it } from 'vitest';
import { pasteBlocks } from './paste-blocks';
import { block, frozenState, idAt, paragraph, registry, reparsed } from './verb-test-helpers';

const DOC = '<!-- wp:paragraph --><p>Hello world</p><!-- /wp:paragraph -->';

describe('pasteBlocks', () => {
  it('splits the block around the pasted blocks and selects the last one', () => {
    const start = frozenState(DOC);
    const heading = block('core/heading', { content: 'Pasted', level: 2 });
    const next = pasteBlocks(
      start,
      {
        clientId: idAt(start, 0),
        before: 'Hello',
        after: ' world',
        blocks: [heading, paragraph('p')],
      },
      registry,
    );
    expect(reparsed(next)).toEqual([
      'core/paragraph: Hello',
      'core/heading: Pasted',
      'core/paragraph: p',
      'core/paragraph:  world',
    ]);
    expect(next.selection?.focus.clientId).toBe(idAt(next, 2));
  });

  it('replaces an empty block', () => {
    const start = frozenState('<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->');
    const next = pasteBlocks(
      start,
      { clientId: idAt(start, 0), before: '', after: '', blocks: [paragraph('a'), paragraph('b')] },
      registry,
    );
    expect(reparsed(next)).toEqual(['core/paragraph: a', 'core/paragraph: b']);
  });
});

describe('pasteBlocks into a list item', () => {
  it('puts paragraphs after the list, which cannot hold them', () => {
    const start = frozenState(
      '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>item</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
    );
    const next = pasteBlocks(
      start,
      { clientId: idAt(start, 0, 0), before: 'it', after: 'em', blocks: [paragraph('p')] },
      registry,
    );
    expect(reparsed(next)).toEqual(['core/list', '  core/list-item: item', 'core/paragraph: p']);
  });
});
