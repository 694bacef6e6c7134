import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import {
  menuDeleteConfirmation,
  menuDeleteFailure,
  menuDuplicateFailure,
  menuRenameFailure,
} from './navigation-notices';

const refused = new ApiError(
  'rest_cannot_edit',
  'Sorry, you are not allowed to edit this post.',
  403,
);

describe('navigation notices', () => {
  it("wrap the server's message in the spec's texts", () => {
    expect(menuRenameFailure(refused)).toBe(
      'Unable to rename Navigation menu (Sorry, you are not allowed to edit this post.).',
    );
    expect(menuDuplicateFailure(refused)).toBe(
      'Unable to duplicate Navigation menu (Sorry, you are not allowed to edit this post.).',
    );
    expect(menuDeleteFailure(refused)).toBe(
      'Unable to delete Navigation menu (Sorry, you are not allowed to edit this post.).',
    );
  });

  it('give the unexpected-error text for an unknown_error or an error without a code', () => {
    const unknown = new ApiError('unknown_error', 'Something', 500);
    expect(menuDeleteFailure(unknown)).toBe(
      'Unable to delete Navigation menu (The editor has encountered an unexpected error. Please reload.).',
    );
    expect(menuRenameFailure(new Error('boom'))).toBe(
      'Unable to rename Navigation menu (The editor has encountered an unexpected error. Please reload.).',
    );
  });

  it('name the menu in the delete confirmation', () => {
    expect(menuDeleteConfirmation('Main (Draft)')).toBe(
      'Are you sure you want to delete "Main (Draft)"?',
    );
  });
});
