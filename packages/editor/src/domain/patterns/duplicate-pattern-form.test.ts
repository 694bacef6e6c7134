import { describe, expect, it } from 'vitest';
import { duplicatePatternFormProps } from './duplicate-pattern-form';
import { patternFixture } from './testing/pattern-fixture';

describe("'Duplicate pattern' form", () => {
  it('starts with the copy name, the categories by name, the sync status and the blocks', () => {
    const hero = patternFixture({
      title: 'Hero',
      categories: ['cards', 'text'],
      syncStatus: 'unsynced',
    });
    const props = duplicatePatternFormProps(hero, {
      terms: [{ id: 7, name: 'Cards', slug: 'cards', description: '' }],
      registered: [{ name: 'text', label: 'Text' }],
    });
    expect(props).toMatchObject({
      content: hero.content,
      defaultTitle: 'Hero (Copy)',
      defaultCategories: ['Cards', 'Text'],
      defaultSyncStatus: 'unsynced',
      confirmLabel: 'Duplicate',
    });
    expect(props.successNotice({ id: 9, title: 'Hero (Copy)', syncStatus: 'unsynced' })).toBe(
      '"Hero (Copy)" duplicated.',
    );
  });

  it('treats a pattern without a sync status as synced', () => {
    const props = duplicatePatternFormProps(patternFixture({ syncStatus: null }), {
      terms: [],
      registered: [],
    });
    expect(props.defaultSyncStatus).toBe('full');
  });
});
