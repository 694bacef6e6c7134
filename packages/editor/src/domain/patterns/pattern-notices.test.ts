import { describe, expect, it } from 'vitest';
import { patternFile, patternFileName } from './pattern-file';
import { categoryNames, duplicateTitle } from './pattern-naming';
import {
  categoryDeleteConfirmation,
  patternDeleteConfirmation,
  patternDeleteFailure,
  patternDeleteSuccess,
  patternRenameSuccess,
} from './pattern-notices';
import { patternFixture } from './testing/pattern-fixture';

const hero = patternFixture({ id: '1', title: 'Hero' });
const cards = patternFixture({ id: '2', title: 'Cards' });
const header = patternFixture({ id: 'a//h', kind: 'wp_template_part', title: 'Header' });
const footer = patternFixture({ id: 'a//f', kind: 'wp_template_part', title: 'Footer' });

describe('pattern texts (spec 2 §8)', () => {
  it('confirms and reports a delete, single and plural', () => {
    expect(patternDeleteConfirmation([hero])).toBe('Are you sure you want to delete "Hero"?');
    expect(patternDeleteConfirmation([hero, cards])).toBe(
      'Are you sure you want to delete 2 patterns?',
    );
    expect(patternDeleteConfirmation([header, footer])).toBe(
      'Are you sure you want to delete 2 template parts?',
    );
    expect(patternDeleteSuccess([hero])).toBe('"Hero" deleted.');
    expect(patternDeleteSuccess([hero, cards])).toBe('The patterns were deleted.');
  });

  it('reports failed deletes with the server messages', () => {
    const gone = { code: 'rest_post_invalid_id', message: 'Invalid post ID.' };
    expect(patternDeleteFailure([{ code: 'unknown_error', message: 'x' }], 1)).toBe(
      'An error occurred while deleting the pattern.',
    );
    expect(patternDeleteFailure([gone], 1)).toBe('Invalid post ID.');
    expect(patternDeleteFailure([gone, gone], 3)).toBe(
      'An error occurred while deleting the patterns: Invalid post ID.',
    );
    expect(patternDeleteFailure([gone, { code: 'x', message: 'Nope.' }], 2)).toBe(
      'Some errors occurred while deleting the patterns: Invalid post ID. Nope.',
    );
  });

  it('names renames and category deletes', () => {
    expect(patternRenameSuccess(hero)).toBe('Pattern renamed.');
    expect(patternRenameSuccess(header)).toBe('Template part renamed.');
    expect(categoryDeleteConfirmation('Cards')).toBe(
      'Are you sure you want to delete the category "Cards"? The patterns will not be deleted.',
    );
  });
});

describe('pattern files and names', () => {
  it('writes the file WordPress imports, named after the title', () => {
    expect(patternFile({ ...hero, syncStatus: 'unsynced' })).toEqual({
      __file: 'wp_block',
      title: 'Hero',
      content: hero.content,
      syncStatus: 'unsynced',
    });
    expect(patternFile(hero)).not.toHaveProperty('syncStatus');
    expect(patternFileName('My Héro: v2!')).toBe('my-hero-v2.json');
    expect(patternFileName('!!!')).toBe('pattern.json');
  });

  it('names a duplicate and cleans typed category names', () => {
    expect(duplicateTitle('Hero')).toBe('Hero (Copy)');
    expect(categoryNames([' Cards', 'cards ', '', 'Hero'])).toEqual(['Cards', 'Hero']);
  });
});
