import { describe, expect, it } from 'vitest';
import { singleSelection } from './block-editor-state';
import { mergeBlocks } from './merge-blocks';
import { splitBlock } from './split-block';
import { frozenState, idAt, outline, registry, reparsed } from './verb-test-helpers';

const TEXT = [
  '<!-- wp:heading --><h2 class="wp-block-heading">Title</h2><!-- /wp:heading -->',
  '<!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">Hello <strong>big</strong> world</p><!-- /wp:paragraph -->',
].join('\n\n');

const LIST = [
  '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>one</li><!-- /wp:list-item --><!-- wp:list-item --><li></li><!-- /wp:list-item --></ul><!-- /wp:list -->',
].join('');

describe('splitBlock', () => {
  it('splits a paragraph at the caret; the new one keeps its settings and gets the caret', () => {
    const start = frozenState(TEXT);
    const next = splitBlock(
      start,
      { clientId: idAt(start, 1), before: 'Hello <strong>big</strong>', after: ' world' },
      registry,
    );
    expect(reparsed(next)).toEqual([
      'core/heading: Title',
      'core/paragraph: Hello <strong>big</strong>',
      'core/paragraph:  world',
    ]);
    expect(next.blocks[2]?.innerHTML).toContain('has-text-align-center');
    expect(next.selection?.focus).toEqual({ clientId: idAt(next, 2), caret: 0 });
  });

  it('a heading split at its end continues with a paragraph', () => {
    const start = frozenState(TEXT);
    const next = splitBlock(
      start,
      { clientId: idAt(start, 0), before: 'Title', after: '' },
      registry,
    );
    expect(outline(next.blocks).slice(0, 2)).toEqual(['core/heading: Title', 'core/paragraph']);
  });

  it('Enter in an empty last list item leaves the list as a paragraph', () => {
    const start = frozenState(LIST);
    const next = splitBlock(
      start,
      { clientId: idAt(start, 0, 1), before: '', after: '' },
      registry,
    );
    expect(reparsed(next)).toEqual(['core/list', '  core/list-item: one', 'core/paragraph']);
    expect(next.selection?.focus.clientId).toBe(idAt(next, 1));
  });
});

describe('mergeBlocks', () => {
  it('joins a paragraph into the heading before it with the caret at the join', () => {
    const start = frozenState(TEXT, singleSelection('unused'));
    const next = mergeBlocks(start, { clientId: idAt(start, 1) }, registry);
    expect(reparsed(next)).toEqual(['core/heading: TitleHello <strong>big</strong> world']);
    expect(next.selection?.focus).toEqual({ clientId: idAt(start, 0), caret: 5 });
  });

  it('split then merge gives the original text back', () => {
    const start = frozenState(TEXT);
    const split = splitBlock(
      start,
      { clientId: idAt(start, 1), before: 'Hello <strong>big</strong>', after: ' world' },
      registry,
    );
    const merged = mergeBlocks(split, { clientId: idAt(split, 2) }, registry);
    expect(reparsed(merged)).toEqual(reparsed(start));
    expect(merged.selection?.focus.caret).toBe('Hello big'.length);
  });

  it('a paragraph after a list joins its last item', () => {
    const start = frozenState(`${LIST}\n\n<!-- wp:paragraph --><p>tail</p><!-- /wp:paragraph -->`);
    const next = mergeBlocks(start, { clientId: idAt(start, 1) }, registry);
    expect(reparsed(next)).toEqual([
      'core/list',
      '  core/list-item: one',
      '  core/list-item: tail',
    ]);
  });

  it('Backspace at the start of the first list item makes it a paragraph before the list', () => {
    const start = frozenState(
      '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>one</li><!-- /wp:list-item --><!-- wp:list-item --><li>two</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
    );
    const next = mergeBlocks(start, { clientId: idAt(start, 0, 0) }, registry);
    expect(reparsed(next)).toEqual(['core/paragraph: one', 'core/list', '  core/list-item: two']);
    expect(next.selection?.focus).toEqual({ clientId: idAt(next, 0), caret: 0 });
    const last = mergeBlocks(next, { clientId: idAt(next, 1, 0) }, registry);
    expect(reparsed(last)).toEqual(['core/paragraph: one', 'core/paragraph: two']);
  });

  it('does nothing for the first block of the document', () => {
    const start = frozenState(TEXT);
    expect(mergeBlocks(start, { clientId: idAt(start, 0) }, registry)).toBe(start);
  });
});
