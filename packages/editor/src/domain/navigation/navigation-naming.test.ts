import { describe, expect, it } from 'vitest';
import type { NavigationMenu } from './navigation-menu';
import { duplicateMenuRecord, duplicateMenuTitle, isValidMenuRename } from './navigation-naming';

const menu = (fields: Partial<NavigationMenu>): NavigationMenu => ({
  id: 4,
  title: 'Main',
  status: 'draft',
  slug: 'main',
  content: '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->',
  ...fields,
});

describe('isValidMenuRename', () => {
  it('takes a new, non-blank title', () => {
    expect(isValidMenuRename('Primary', 'Main')).toBe(true);
    expect(isValidMenuRename('  Primary  ', 'Main')).toBe(true);
  });

  it('refuses a blank title', () => {
    expect(isValidMenuRename('', 'Main')).toBe(false);
    expect(isValidMenuRename('   ', 'Main')).toBe(false);
  });

  it('refuses the current title, spaces around it included', () => {
    expect(isValidMenuRename('Main', 'Main')).toBe(false);
    expect(isValidMenuRename(' Main ', 'Main')).toBe(false);
  });

  it('names an untitled menu', () => {
    expect(isValidMenuRename('Main', '')).toBe(true);
  });
});

describe('duplicateMenuTitle', () => {
  it("adds ' (Copy)' to the title", () => {
    expect(duplicateMenuTitle(menu({}))).toBe('Main (Copy)');
  });

  it('uses the slug of an untitled menu, else its no-title name', () => {
    expect(duplicateMenuTitle(menu({ title: '' }))).toBe('main (Copy)');
    expect(duplicateMenuTitle(menu({ title: ' ', slug: '' }))).toBe('(no title 4) (Copy)');
  });
});

describe('duplicateMenuRecord', () => {
  it('copies the blocks under the new title, published whatever the status of the original', () => {
    expect(duplicateMenuRecord(menu({}))).toEqual({
      title: 'Main (Copy)',
      content: '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->',
      status: 'publish',
    });
  });
});
