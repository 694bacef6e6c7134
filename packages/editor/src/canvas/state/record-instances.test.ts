import { describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import type { EditorBlock } from './editor-block';
import {
  createRecordInstances,
  idIn,
  idOutside,
  instanceOf,
  ownerKey,
  recordOf,
  selectionIn,
  shownIn,
} from './record-instances';
import { block } from './verb-test-helpers';

const MENU: RecordRef = { kind: 'postType', name: 'wp_navigation', id: '7' };

function ids(blocks: readonly EditorBlock[]): unknown[] {
  return blocks.map((item) =>
    item.innerBlocks.length === 0 ? item.clientId : [item.clientId, ids(item.innerBlocks)],
  );
}

function menuTree(): EditorBlock[] {
  return [
    block('core/navigation-link', { label: 'About' }),
    block('core/navigation-submenu', { label: 'Shop' }, [
      block('core/navigation-link', { label: 'Hats' }),
    ]),
  ];
}

describe('shown records', () => {
  it('name the record and the showing; the entity store gets the record alone', () => {
    const header = shownIn(MENU, 'nav-1');
    expect(instanceOf(header)).toBe('nav-1');
    expect(instanceOf(MENU)).toBeNull();
    expect(recordOf(header)).toEqual(MENU);
    expect(recordOf(MENU)).toBe(MENU);
    expect(ownerKey(header)).not.toBe(ownerKey(shownIn(MENU, 'nav-2')));
    expect(ownerKey(header)).not.toBe(ownerKey(MENU));
    expect(ownerKey(shownIn(MENU, 'nav-1'))).toBe(ownerKey(header));
  });

  it('ids go into a showing and back; ids new to it stay as they are', () => {
    expect(idOutside(idIn('block-1', 'nav-1'), 'nav-1')).toBe('block-1');
    expect(idOutside(idIn('block-1', 'nav@part'), 'nav@part')).toBe('block-1');
    expect(idOutside('block-new', 'nav-1')).toBe('block-new');
    expect(idOutside(idIn('block-1', 'nav-2'), 'nav-1')).toBe(idIn('block-1', 'nav-2'));
  });
});

describe('createRecordInstances', () => {
  it('gives each showing its own client ids, the same array while the tree is the same', () => {
    const instances = createRecordInstances();
    const tree = menuTree();
    const header = instances.treeIn(tree, 'nav-1');
    const footer = instances.treeIn(tree, 'nav-2');
    const all = [ids(tree), ids(header), ids(footer)].flat(3);
    expect(new Set(all).size).toBe(all.length);
    expect(header.map((item) => item.attributes.label)).toEqual(['About', 'Shop']);
    expect(header[1]?.innerBlocks[0]?.attributes.label).toBe('Hats');
    expect(instances.treeIn(tree, 'nav-1')).toBe(header);
  });

  it('brings a showing’s tree back to the record’s ids, keeping unchanged blocks', () => {
    const instances = createRecordInstances();
    const tree = menuTree();
    const header = instances.treeIn(tree, 'nav-1');
    expect(instances.treeOutside(header, 'nav-1')).toEqual(tree);
    expect(instances.treeOutside(header, 'nav-1')[0]).toBe(tree[0]);
  });

  it('an edit in one showing: the record gets it; unchanged blocks stay the same objects', () => {
    const instances = createRecordInstances();
    const tree = menuTree();
    const header = instances.treeIn(tree, 'nav-1');
    const footer = instances.treeIn(tree, 'nav-2');
    const [about, shop] = header;
    if (about === undefined || shop === undefined) throw new Error('no items');
    const added = block('core/navigation-link', { label: 'Contact' });
    const edited = [{ ...about, attributes: { ...about.attributes, label: 'Our studio' } }, shop];
    const stored = instances.treeOutside([...edited, added], 'nav-1');
    expect(ids(stored)).toEqual([...ids(tree), added.clientId]);
    expect(stored[0]?.attributes.label).toBe('Our studio');
    expect(stored[1]).toBe(tree[1]);

    const footerNow = instances.treeIn(stored, 'nav-2');
    expect(footerNow[0]?.attributes.label).toBe('Our studio');
    expect(footerNow[0]?.clientId).toBe(footer[0]?.clientId);
    expect(footerNow[1]).toBe(footer[1]);
    expect(footerNow[2]?.clientId).toBe(idIn(added.clientId, 'nav-2'));
    expect(instances.treeIn(stored, 'nav-1')[2]?.clientId).toBe(idIn(added.clientId, 'nav-1'));
  });
});

describe('selectionIn', () => {
  it('selects a block a verb made by its id in the showing; others stay as they are', () => {
    const kept = { anchor: { clientId: 'a@nav-1' }, focus: { clientId: 'a@nav-1', caret: 2 } };
    expect(selectionIn(kept, 'nav-1')).toBe(kept);
    expect(selectionIn(null, 'nav-1')).toBeNull();
    const made = { anchor: { clientId: 'new' }, focus: { clientId: 'new', caret: 'end' as const } };
    expect(selectionIn(made, 'nav-1')).toEqual({
      anchor: { clientId: 'new@nav-1' },
      focus: { clientId: 'new@nav-1', caret: 'end' },
    });
  });
});
