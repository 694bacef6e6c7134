import { describe, expect, it } from 'vitest';
import { holdsField, sharedKindOf } from './shared-kinds';

describe('sharedKindOf', () => {
  it('names the document of each co-edited record as the server does', () => {
    expect(sharedKindOf({ kind: 'postType', name: 'wp_template', id: 'tt5//index' })?.docKey).toBe(
      'wp_template:tt5//index',
    );
    expect(sharedKindOf({ kind: 'postType', name: 'page', id: '12' })?.docKey).toBe('page:12');
    expect(sharedKindOf({ kind: 'root', name: 'globalStyles', id: '7' })?.docKey).toBe(
      'wp_global_styles:7',
    );
  });

  it('shares no other record, nor one without an id', () => {
    expect(sharedKindOf({ kind: 'root', name: 'site', id: '' })).toBeNull();
    expect(sharedKindOf({ kind: 'postType', name: 'post', id: '3' })).toBeNull();
    expect(sharedKindOf({ kind: 'postType', name: 'page', id: '' })).toBeNull();
  });

  it('holds the tree of records with content and the fields the server shares', () => {
    const page = sharedKindOf({ kind: 'postType', name: 'page', id: '12' });
    const styles = sharedKindOf({ kind: 'root', name: 'globalStyles', id: '7' });
    if (page === null || styles === null) throw new Error('both are shared');
    expect(
      ['blocks', 'content', 'title', 'excerpt', 'status'].map((p) => holdsField(page, p)),
    ).toEqual([true, true, true, true, false]);
    expect(['blocks', 'styles', 'settings', 'title'].map((p) => holdsField(styles, p))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
