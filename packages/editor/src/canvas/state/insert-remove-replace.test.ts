import { describe, expect, it } from 'vitest';
import { singleSelection } from './block-editor-state';
import { insertBlocks } from './insert-blocks';
import { removeBlocks } from './remove-blocks';
import { replaceBlocks } from './replace-blocks';
import { selectedClientIds } from './selection';
import {
  block,
  frozenState,
  idAt,
  outline,
  paragraph,
  registry,
  reparsed,
} from './verb-test-helpers';

const DOC = `<!-- wp:paragraph -->
<p>one</p>
<!-- /wp:paragraph -->

<!-- wp:group {"layout":{"type":"constrained"}} -->
<div class="wp-block-group"><!-- wp:paragraph -->
<p>inner</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:paragraph -->
<p>three</p>
<!-- /wp:paragraph -->`;

describe('insertBlocks', () => {
  it('inserts after the selected block and selects the new one', () => {
    const start = frozenState(DOC);
    const state = frozenState(start.blocks, singleSelection(idAt(start, 0)));
    const added = paragraph('two');
    const next = insertBlocks(state, { blocks: [added] }, registry);
    expect(outline(next.blocks)).toEqual([
      'core/paragraph: one',
      'core/paragraph: two',
      'core/group',
      '  core/paragraph: inner',
      'core/paragraph: three',
    ]);
    expect(next.selection?.focus).toEqual({ clientId: added.clientId, caret: 0 });
  });

  it('inserts into a parent at an index and the saved markup holds it', () => {
    const state = frozenState(DOC);
    const next = insertBlocks(
      state,
      { blocks: [paragraph('first inside')], parentId: idAt(state, 1), index: 0 },
      registry,
    );
    expect(reparsed(next)).toEqual([
      'core/paragraph: one',
      'core/group',
      '  core/paragraph: first inside',
      '  core/paragraph: inner',
      'core/paragraph: three',
    ]);
  });

  it('appends at the top level when nothing is selected', () => {
    const next = insertBlocks(frozenState(DOC), { blocks: [paragraph('end')] }, registry);
    expect(outline(next.blocks).at(-1)).toBe('core/paragraph: end');
  });
});

describe('removeBlocks', () => {
  it('removes a block and selects the one before it at its end', () => {
    const state = frozenState(DOC);
    const next = removeBlocks(state, { clientIds: [idAt(state, 2)] }, registry);
    expect(reparsed(next)).toEqual([
      'core/paragraph: one',
      'core/group',
      '  core/paragraph: inner',
    ]);
    expect(next.selection?.focus).toEqual({ clientId: idAt(state, 1), caret: 'end' });
  });

  it('removing the only child of a group selects the group and keeps valid markup', () => {
    const state = frozenState(DOC);
    const next = removeBlocks(state, { clientIds: [idAt(state, 1, 0)] }, registry);
    expect(reparsed(next)).toEqual(['core/paragraph: one', 'core/group', 'core/paragraph: three']);
    expect(next.selection?.focus.clientId).toBe(idAt(state, 1));
  });
});

describe('replaceBlocks', () => {
  it('replaces siblings by new blocks and selects the last one', () => {
    const state = frozenState(DOC);
    const heading = block('core/heading', { content: 'Title', level: 2 });
    const next = replaceBlocks(state, { clientIds: [idAt(state, 0)], blocks: [heading] }, registry);
    expect(outline(next.blocks)[0]).toBe('core/heading: Title');
    expect(selectedClientIds(next)).toEqual([heading.clientId]);
  });
});

describe('a replayed sequence', () => {
  it('insert, insert, remove leaves the original markup', () => {
    const start = frozenState(DOC);
    const a = paragraph('a');
    const b = paragraph('b');
    let state = insertBlocks(start, { blocks: [a], parentId: null, index: 1 }, registry);
    state = insertBlocks(state, { blocks: [b] }, registry);
    expect(outline(state.blocks).slice(0, 3)).toEqual([
      'core/paragraph: one',
      'core/paragraph: a',
      'core/paragraph: b',
    ]);
    state = removeBlocks(state, { clientIds: [a.clientId, b.clientId] }, registry);
    expect(reparsed(state)).toEqual(reparsed(start));
  });
});

describe('insertBlocks where the parent cannot hold the blocks', () => {
  it('puts a paragraph inserted after a selected list item after the list', () => {
    const start = frozenState(
      '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>item</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
    );
    const selected = frozenState(start.blocks, singleSelection(idAt(start, 0, 0)));
    const next = insertBlocks(selected, { blocks: [paragraph('after')] }, registry);
    expect(reparsed(next)).toEqual([
      'core/list',
      '  core/list-item: item',
      'core/paragraph: after',
    ]);
  });
});

describe('typing goes into a new container', () => {
  it('selects the first inner block with text of an inserted quote', () => {
    const quote = block('core/quote', {}, [paragraph('')]);
    const next = insertBlocks(frozenState(DOC), { blocks: [quote] }, registry);
    expect(next.selection?.focus).toEqual({ clientId: quote.innerBlocks[0]?.clientId, caret: 0 });
  });
});
