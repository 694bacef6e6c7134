import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { categoryNameTaken, categoryRenameFailure } from './pattern-category-rename';
import { importCategoryTermId, patternImportFailure, patternImportSuccess } from './pattern-import';

const terms = [
  { id: 7, name: 'Cards', slug: 'cards', description: '' },
  { id: 8, name: 'Banners', slug: 'banner', description: '' },
];
const registered = [
  { name: 'banner', label: 'Banners' },
  { name: 'text', label: 'Text' },
];

describe('importing a pattern file (spec 2 §4, §8)', () => {
  it('goes into the list category only when it is one of the person', () => {
    expect(importCategoryTermId('cards', terms)).toBe(7);
    expect(importCategoryTermId('text', terms)).toBeUndefined();
    expect(importCategoryTermId('all-patterns', terms)).toBeUndefined();
    expect(importCategoryTermId(undefined, terms)).toBeUndefined();
  });

  it("names the import, and shows the server's message when refused", () => {
    expect(patternImportSuccess('Hero')).toBe('Imported "Hero" from JSON.');
    expect(
      patternImportFailure(
        new ApiError('rest_pattern_invalid_file', 'Invalid pattern JSON file', 400),
      ),
    ).toBe('Invalid pattern JSON file');
    expect(patternImportFailure('nope')).toBe('An error occurred while importing the pattern.');
  });
});

describe('renaming a category', () => {
  it('refuses the name of another term or a registered label, whatever the case', () => {
    expect(categoryNameTaken('BANNERS', 7, terms, registered)).toBe(true);
    expect(categoryNameTaken('text', 7, terms, registered)).toBe(true);
    expect(categoryNameTaken('Decks', 7, terms, registered)).toBe(false);
  });

  it('lets a category keep its own name, also when it carries a registered one', () => {
    expect(categoryNameTaken('cards', 7, terms, registered)).toBe(false);
    expect(categoryNameTaken('Banners', 8, terms, registered)).toBe(false);
  });

  it('says why a rename failed', () => {
    expect(categoryRenameFailure(new ApiError('unknown_error', 'x', 500))).toBe(
      'An error occurred while renaming the pattern category.',
    );
    expect(
      categoryRenameFailure(
        new ApiError(
          'term_exists',
          'A term with the name provided already exists in this taxonomy.',
          400,
        ),
      ),
    ).toBe('A term with the name provided already exists in this taxonomy.');
  });
});
