import { describe, expect, it } from 'vitest';
import { ownerKey, recordOf } from '../state/record-instances';
import { block } from '../state/verb-test-helpers';
import { referencedEntity } from './referenced-entity';

describe('referencedEntity', () => {
  it('gives a part placed twice a showing of its own in each block', () => {
    const header = block('core/template-part', { slug: 'header' });
    const again = block('core/template-part', { slug: 'header' });
    const first = referencedEntity(header, 'loom');
    const second = referencedEntity(again, 'loom');
    expect(first && recordOf(first)).toEqual({
      kind: 'postType',
      name: 'wp_template_part',
      id: 'loom//header',
    });
    expect(first && ownerKey(first)).not.toBe(second && ownerKey(second));
  });

  it('names the theme a part says, else the active one', () => {
    const other = block('core/template-part', { slug: 'footer', theme: 'meadow' });
    expect(referencedEntity(other, 'loom')?.id).toBe('meadow//footer');
  });

  it('gives synced patterns and menus a showing per block', () => {
    const pattern = referencedEntity(block('core/block', { ref: 12 }), 'loom');
    const samePattern = referencedEntity(block('core/block', { ref: 12 }), 'loom');
    expect(pattern && recordOf(pattern)).toEqual({ kind: 'postType', name: 'wp_block', id: '12' });
    expect(pattern && ownerKey(pattern)).not.toBe(samePattern && ownerKey(samePattern));
    const menu = referencedEntity(block('core/navigation', { ref: 7 }), 'loom');
    expect(menu && recordOf(menu)).toEqual({ kind: 'postType', name: 'wp_navigation', id: '7' });
  });

  it('is null for a block that shows no record', () => {
    expect(referencedEntity(block('core/paragraph', {}), 'loom')).toBeNull();
    expect(referencedEntity(block('core/template-part', {}), 'loom')).toBeNull();
  });
});
