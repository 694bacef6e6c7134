import { blockAttributes } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { singleSelection } from './block-editor-state';
import { duplicateBlocks } from './duplicate-blocks';
import { groupBlocks, ungroupBlock } from './group-blocks';
import { setHeadingLevel } from './heading-level';
import { clearSelection, selectBlock, selectRange } from './select-block';
import { selectedClientIds } from './selection';
import { setBlockName } from './set-block-name';
import { transformBlocks } from './transform-blocks';
import { updateAttributes } from './update-attributes';
import { frozenState, idAt, outline, registry, reparsed } from './verb-test-helpers';

const DOC = [
  '<!-- wp:paragraph --><p>a</p><!-- /wp:paragraph -->',
  '<!-- wp:paragraph {"align":"right"} --><p class="has-text-align-right">b</p><!-- /wp:paragraph -->',
  '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>g</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
].join('\n\n');

describe('duplicateBlocks', () => {
  it('copies blocks after themselves with new ids and selects the copies', () => {
    const start = frozenState(DOC);
    const next = duplicateBlocks(start, { clientIds: [idAt(start, 0), idAt(start, 1)] }, registry);
    expect(outline(next.blocks).slice(0, 4)).toEqual([
      'core/paragraph: a',
      'core/paragraph: b',
      'core/paragraph: a',
      'core/paragraph: b',
    ]);
    expect(idAt(next, 2)).not.toBe(idAt(start, 0));
    expect(selectedClientIds(next)).toEqual([idAt(next, 2), idAt(next, 3)]);
  });
});

describe('groupBlocks / ungroupBlock', () => {
  it('groups siblings and ungroups them back', () => {
    const start = frozenState(DOC);
    const grouped = groupBlocks(start, { clientIds: [idAt(start, 0), idAt(start, 1)] }, registry);
    expect(reparsed(grouped)).toEqual([
      'core/group',
      '  core/paragraph: a',
      '  core/paragraph: b',
      'core/group',
      '  core/paragraph: g',
    ]);
    expect(grouped.blocks[0]?.attributes.layout).toEqual({ type: 'constrained' });
    const ungrouped = ungroupBlock(grouped, { clientId: idAt(grouped, 0) }, registry);
    expect(reparsed(ungrouped)).toEqual(reparsed(start));
    expect(selectedClientIds(ungrouped)).toEqual([idAt(start, 0), idAt(start, 1)]);
  });
});

describe('transformBlocks and setHeadingLevel', () => {
  it('turns a paragraph into a heading and back', () => {
    const start = frozenState(DOC);
    const heading = transformBlocks(
      start,
      { clientIds: [idAt(start, 0)], name: 'core/heading' },
      registry,
    );
    expect(outline(heading.blocks)[0]).toBe('core/heading: a');
    const back = transformBlocks(
      heading,
      { clientIds: [idAt(heading, 0)], name: 'core/paragraph' },
      registry,
    );
    expect(reparsed(back)).toEqual(reparsed(start));
  });

  it('access+3 makes a level-3 heading that keeps its alignment; access+0 goes back', () => {
    const start = frozenState(DOC);
    const id = idAt(start, 1);
    const heading = setHeadingLevel(start, { clientId: id, level: 3 }, registry);
    const converted = heading.blocks[1];
    if (converted === undefined) throw new Error('no block');
    const attributes = blockAttributes(registry, converted);
    expect(heading.blocks[1]?.name).toBe('core/heading');
    expect(attributes).toMatchObject({ level: 3, content: 'b', textAlign: 'right' });
    expect(heading.blocks[1]?.clientId).toBe(id);
    const paragraph = setHeadingLevel(heading, { clientId: id, level: 0 }, registry);
    expect(paragraph.blocks[1]?.innerHTML).toContain('has-text-align-right');
  });

  it('leaves other blocks alone', () => {
    const start = frozenState(DOC);
    expect(setHeadingLevel(start, { clientId: idAt(start, 2), level: 2 }, registry)).toBe(start);
  });
});

describe('updateAttributes and setBlockName', () => {
  it('writes the HTML again so the saved markup stays valid', () => {
    const start = frozenState(DOC);
    const next = updateAttributes(
      start,
      { clientId: idAt(start, 0), attributes: { content: 'A <em>b</em>' }, caret: 3 },
      registry,
    );
    expect(next.blocks[0]?.innerHTML.trim()).toBe('<p>A <em>b</em></p>');
    expect(next.blocks[1]).toBe(start.blocks[1]);
    expect(next.selection?.focus).toEqual({ clientId: idAt(start, 0), caret: 3 });
  });

  it('renames a block through metadata.name and removes the name when empty', () => {
    const start = frozenState(DOC);
    const id = idAt(start, 2);
    const named = setBlockName(start, { clientId: id, name: ' Hero ' }, registry);
    expect(named.blocks[2]?.attributes.metadata).toEqual({ name: 'Hero' });
    const cleared = setBlockName(named, { clientId: id, name: '' }, registry);
    expect(cleared.blocks[2]?.attributes.metadata).toBeUndefined();
  });
});

describe('selection verbs', () => {
  it('selects one block, a range of siblings, and nothing', () => {
    const start = frozenState(DOC);
    const one = selectBlock(start, { clientId: idAt(start, 1), caret: 'end' }, registry);
    expect(one.selection).toEqual(singleSelection(idAt(start, 1), 'end'));
    const range = selectRange(
      one,
      { anchorId: idAt(start, 0), focusId: idAt(start, 2, 0) },
      registry,
    );
    expect(selectedClientIds(range)).toEqual([idAt(start, 0), idAt(start, 1), idAt(start, 2)]);
    expect(clearSelection(range, undefined, registry).selection).toBeNull();
  });

  it('ignores a block that does not exist', () => {
    const start = frozenState(DOC);
    expect(selectBlock(start, { clientId: 'missing' }, registry)).toBe(start);
  });
});
