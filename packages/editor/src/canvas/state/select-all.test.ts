import { describe, expect, it } from 'vitest';
import { type BlockEditorState, singleSelection } from './block-editor-state';
import { selectAll } from './select-all';
import { selectedClientIds } from './selection';
import { frozenState, idAt, registry } from './verb-test-helpers';

const DOC = [
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Top</h2>\n<!-- /wp:heading -->',
  [
    '<!-- wp:group -->\n<div class="wp-block-group">',
    '<!-- wp:paragraph -->\n<p>one</p>\n<!-- /wp:paragraph -->',
    '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<p>only</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->',
    '<!-- wp:paragraph -->\n<p>three</p>\n<!-- /wp:paragraph -->',
    '</div>\n<!-- /wp:group -->',
  ].join(''),
].join('\n\n');

const press = (state: BlockEditorState) => selectAll(state, undefined, registry);

describe('selectAll (primary+a on blocks)', () => {
  it('selects the list, then the block holding it, up to all top-level blocks', () => {
    const start = frozenState(DOC);
    const one = idAt(start, 1, 0);
    const group = idAt(start, 1);
    const first = press({ ...start, selection: singleSelection(one, 3) });
    expect(selectedClientIds(first)).toEqual([one, idAt(start, 1, 1), idAt(start, 1, 2)]);
    const second = press(first);
    expect(selectedClientIds(second)).toEqual([group]);
    const third = press(second);
    expect(selectedClientIds(third)).toEqual([idAt(start, 0), group]);
    expect(press(third)).toBe(third);
  });

  it('an only child selects its parent at once', () => {
    const start = frozenState(DOC);
    const only = idAt(start, 1, 1, 0);
    const next = press({ ...start, selection: singleSelection(only) });
    expect(selectedClientIds(next)).toEqual([idAt(start, 1, 1)]);
  });

  it('a partial range grows to the whole list; nothing selected selects the top level', () => {
    const start = frozenState(DOC);
    const range = {
      ...start,
      selection: {
        anchor: { clientId: idAt(start, 1, 2) },
        focus: { clientId: idAt(start, 1, 1) },
      },
    };
    expect(selectedClientIds(press(range))).toHaveLength(3);
    expect(selectedClientIds(press(start))).toEqual([idAt(start, 0), idAt(start, 1)]);
    const empty = frozenState('');
    expect(press(empty)).toBe(empty);
  });
});
