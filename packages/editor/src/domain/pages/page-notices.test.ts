import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import {
  duplicateFailure,
  duplicateSuccess,
  duplicateTitle,
  frontPageConfirmation,
  permanentDeleteConfirmation,
  permanentDeleteFailure,
  permanentDeleteSuccess,
  postsPageConfirmation,
  restoreFailure,
  restoreSuccess,
  trashFailure,
  trashSuccess,
} from './page-notices';

const about = { title: 'About' };
const untitled = { title: '' };
const gone = new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
const forbidden = new ApiError('rest_cannot_delete', 'Sorry, you are not allowed to do that.', 403);
const unknown = new ApiError('unknown_error', 'The server answered 500.', 500);

describe('trash notices', () => {
  it('names one page or counts several', () => {
    expect(trashSuccess([about])).toBe('"About" moved to the trash.');
    expect(trashSuccess([untitled])).toBe('"(no title)" moved to the trash.');
    expect(trashSuccess([about, untitled, about])).toBe('3 pages moved to the trash.');
  });

  it('reports failures by the rule of spec 2 §8', () => {
    expect(trashFailure([unknown], 1)).toBe(
      'An error occurred while moving the page to the trash.',
    );
    expect(trashFailure([forbidden], 1)).toBe('Sorry, you are not allowed to do that.');
    expect(trashFailure([unknown, unknown], 2)).toBe(
      'An error occurred while moving the pages to the trash.',
    );
    expect(trashFailure([gone], 3)).toBe(
      'An error occurred while moving the pages to the trash: Invalid post ID.',
    );
    expect(trashFailure([gone, forbidden], 2)).toBe(
      'Some errors occurred while moving the pages to the trash: Invalid post ID., Sorry, you are not allowed to do that.',
    );
  });
});

describe('restore notices', () => {
  it('names one page or counts several', () => {
    expect(restoreSuccess([about])).toBe('"About" has been restored.');
    expect(restoreSuccess([about, untitled])).toBe('2 posts have been restored.');
  });

  it('reports failures', () => {
    expect(restoreFailure([unknown], 1)).toBe('An error occurred while restoring the post.');
    expect(restoreFailure([new Error('offline')], 1)).toBe(
      'An error occurred while restoring the post.',
    );
    expect(restoreFailure([gone], 1)).toBe('Invalid post ID.');
    expect(restoreFailure([unknown], 2)).toBe('An error occurred while restoring the posts.');
    expect(restoreFailure([gone, gone], 2)).toBe(
      'An error occurred while restoring the posts: Invalid post ID.',
    );
  });
});

describe('permanent delete notices (spec 2 §8)', () => {
  it('asks first', () => {
    expect(permanentDeleteConfirmation([about])).toBe('Delete "About"?');
    expect(permanentDeleteConfirmation([about, untitled])).toBe('Delete 2 items?');
  });

  it('reports success', () => {
    expect(permanentDeleteSuccess([about])).toBe('"About" permanently deleted.');
    expect(permanentDeleteSuccess([about, untitled])).toBe('The posts were permanently deleted.');
  });

  it('reports failures in each of the four forms', () => {
    expect(permanentDeleteFailure([unknown], 1)).toBe(
      'An error occurred while permanently deleting the post.',
    );
    expect(permanentDeleteFailure([gone], 1)).toBe('Invalid post ID.');
    expect(permanentDeleteFailure([unknown, unknown], 2)).toBe(
      'An error occurred while permanently deleting the posts.',
    );
    expect(permanentDeleteFailure([gone, gone], 2)).toBe(
      'An error occurred while permanently deleting the posts: Invalid post ID.',
    );
    expect(permanentDeleteFailure([gone, forbidden, unknown], 3)).toBe(
      'Some errors occurred while permanently deleting the posts: Invalid post ID., Sorry, you are not allowed to do that.',
    );
  });
});

describe('duplicate and settings texts', () => {
  it('proposes a copy title and reports the copy', () => {
    expect(duplicateTitle(about)).toBe('About (Copy)');
    expect(duplicateTitle(untitled)).toBe('(no title) (Copy)');
    expect(duplicateSuccess('About (Copy)')).toBe('"About (Copy)" duplicated.');
    expect(duplicateFailure(unknown)).toBe('An error occurred while duplicating the page.');
    expect(duplicateFailure(forbidden)).toBe('Sorry, you are not allowed to do that.');
  });

  it('says what the new homepage or posts page replaces', () => {
    expect(frontPageConfirmation(about, null)).toBe(
      'Set "About" as the site homepage? This will replace the current homepage which is set to display latest posts.',
    );
    expect(frontPageConfirmation(about, { title: 'Home' })).toBe(
      'Set "About" as the site homepage? This will replace the current homepage: "Home"',
    );
    expect(postsPageConfirmation(about, null)).toBe(
      'Set "About" as the posts page? This page will show the latest posts.',
    );
    expect(postsPageConfirmation(about, { title: 'Blog' })).toBe(
      'Set "About" as the posts page? This will replace the current posts page: "Blog"',
    );
  });
});
