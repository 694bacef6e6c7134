import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import {
  createFailure,
  createSuccess,
  deleteConfirmation,
  deleteFailure,
  deleteSuccess,
  renameFailure,
  renameSuccess,
  revertFailure,
} from './template-notices';
import { templateFixture as t } from './testing/template-fixture';

const about = t({ slug: 'page-about', title: 'Page: About' });
const wide = t({ slug: 'wp-custom-template-wide', title: 'Wide' });
const header = t({ type: 'wp_template_part', slug: 'header', title: 'Header' });
const footer = t({ type: 'wp_template_part', slug: 'footer', title: 'Footer' });
const forbidden = new ApiError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
const missing = new ApiError('rest_template_not_found', 'No template exists with that id.', 404);
const unknown = new ApiError('unknown_error', 'The server answered 500.', 500);

describe('template notices (spec 1 §8)', () => {
  it('asks before deleting', () => {
    expect(deleteConfirmation([about])).toBe('Are you sure you want to delete "Page: About"?');
    expect(deleteConfirmation([about, wide])).toBe('Are you sure you want to delete 2 templates?');
    expect(deleteConfirmation([header, footer])).toBe(
      'Are you sure you want to delete 2 template parts?',
    );
  });

  it('reports deletions', () => {
    expect(deleteSuccess([about])).toBe('"Page: About" deleted.');
    expect(deleteSuccess([about, wide])).toBe('Templates deleted.');
    expect(deleteSuccess([header, footer])).toBe('Template parts deleted.');
  });

  it('reports a failed deletion of one item with the server message or the fallback', () => {
    expect(deleteFailure('wp_template', [forbidden], 1)).toBe(
      'Sorry, you are not allowed to do that.',
    );
    expect(deleteFailure('wp_template', [unknown], 1)).toBe(
      'An error occurred while deleting the template.',
    );
    expect(deleteFailure('wp_template_part', [new Error('boom')], 1)).toBe(
      'An error occurred while deleting the template part.',
    );
  });

  it('reports failed deletions of several items', () => {
    expect(deleteFailure('wp_template', [unknown, unknown], 2)).toBe(
      'An error occurred while deleting the templates.',
    );
    expect(deleteFailure('wp_template', [forbidden, forbidden], 2)).toBe(
      'An error occurred while deleting the templates: Sorry, you are not allowed to do that.',
    );
    expect(deleteFailure('wp_template', [forbidden, missing], 3)).toBe(
      'Some errors occurred while deleting the templates: Sorry, you are not allowed to do that., No template exists with that id.',
    );
    expect(deleteFailure('wp_template_part', [unknown], 2)).toBe(
      'An error occurred while deleting the template parts.',
    );
  });

  it('reports renames, reverts and creations', () => {
    expect(renameSuccess('wp_template')).toBe('Template renamed.');
    expect(renameSuccess('wp_template_part')).toBe('Template part renamed.');
    expect(renameFailure('wp_template', unknown)).toBe(
      'An error occurred while renaming the template.',
    );
    expect(renameFailure('wp_template_part', forbidden)).toBe(
      'Sorry, you are not allowed to do that.',
    );
    expect(revertFailure('wp_template', unknown)).toBe(
      'An error occurred while reverting the template.',
    );
    expect(revertFailure('wp_template_part', unknown)).toBe(
      'An error occurred while reverting the template part.',
    );
    expect(createSuccess('Page: About')).toBe('"Page: About" successfully created.');
    expect(createFailure(unknown)).toBe('An error occurred while creating the template.');
    expect(createFailure(forbidden)).toBe('Sorry, you are not allowed to do that.');
  });
});
