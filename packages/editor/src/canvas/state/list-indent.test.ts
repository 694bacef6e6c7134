import { describe, expect, it } from 'vitest';
import { indentListItem, outdentListItem } from './list-indent';
import { frozenState, idAt, registry, reparsed } from './verb-test-helpers';

const LIST =
  '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>one</li><!-- /wp:list-item --><!-- wp:list-item --><li>two</li><!-- /wp:list-item --><!-- wp:list-item --><li>three</li><!-- /wp:list-item --></ul><!-- /wp:list -->';

describe('indentListItem / outdentListItem', () => {
  it('indents an item under the previous one and outdents it back', () => {
    const start = frozenState(LIST);
    const two = idAt(start, 0, 1);
    const indented = indentListItem(start, { clientId: two }, registry);
    expect(reparsed(indented)).toEqual([
      'core/list',
      '  core/list-item: one',
      '    core/list',
      '      core/list-item: two',
      '  core/list-item: three',
    ]);
    const outdented = outdentListItem(indented, { clientId: two }, registry);
    expect(reparsed(outdented)).toEqual(reparsed(start));
  });

  it('leaves the first item and top-level items alone', () => {
    const start = frozenState(LIST);
    expect(indentListItem(start, { clientId: idAt(start, 0, 0) }, registry)).toBe(start);
    expect(outdentListItem(start, { clientId: idAt(start, 0, 1) }, registry)).toBe(start);
  });
});
