import { describe, expect, it } from 'vitest';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import type { EditorBlock } from '../state/editor-block';
import { ownerKey } from '../state/record-instances';
import { recordsShown, sameRecords } from './records-shown';

function block(
  clientId: string,
  name: string,
  attributes: Record<string, unknown> = {},
  innerBlocks: EditorBlock[] = [],
): EditorBlock {
  return { clientId, name, attributes, innerBlocks, innerHTML: '', innerContent: [] };
}

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'theme//index' };
const key = (name: string, id: string) => recordKey({ kind: 'postType', name, id });

/** Trees by record; a showing gets its record's tree (ids do not matter to the walk). */
function trees(byRecord: Record<string, EditorBlock[]>) {
  const asked: string[] = [];
  const treeOf = (ref: RecordRef) => {
    asked.push(ownerKey(ref));
    const key = recordKey(ref);
    return byRecord[key] ?? [];
  };
  return { treeOf, asked };
}

describe('recordsShown', () => {
  it('finds the parts, patterns and menus placed in the record, nested ones included', () => {
    const { treeOf } = trees({
      [key('wp_template', 'theme//index')]: [
        block('h', 'core/template-part', { slug: 'header' }),
        block('g', 'core/group', {}, [block('p', 'core/block', { ref: 12 })]),
      ],
      [key('wp_template_part', 'theme//header')]: [block('n', 'core/navigation', { ref: 4 })],
    });
    const found = recordsShown([TEMPLATE], treeOf, 'theme').map(recordKey);
    expect(found).toEqual([
      recordKey(TEMPLATE),
      key('wp_template_part', 'theme//header'),
      key('wp_block', '12'),
      key('wp_navigation', '4'),
    ]);
  });

  it('names a record placed twice once, and never follows a part placed inside itself', () => {
    const { treeOf, asked } = trees({
      [key('wp_template', 'theme//index')]: [
        block('a', 'core/template-part', { slug: 'loop' }),
        block('b', 'core/template-part', { slug: 'loop' }),
      ],
      [key('wp_template_part', 'theme//loop')]: [
        block('c', 'core/template-part', { slug: 'loop' }),
      ],
    });
    const found = recordsShown([TEMPLATE], treeOf, 'theme').map(recordKey);
    expect(found).toEqual([recordKey(TEMPLATE), key('wp_template_part', 'theme//loop')]);
    expect(asked).toHaveLength(3);
  });
});

describe('sameRecords', () => {
  it('compares records by key and order', () => {
    const page: RecordRef = { kind: 'postType', name: 'page', id: '3' };
    expect(sameRecords([TEMPLATE, page], [{ ...TEMPLATE }, { ...page }])).toBe(true);
    expect(sameRecords([TEMPLATE, page], [page, TEMPLATE])).toBe(false);
  });
});
