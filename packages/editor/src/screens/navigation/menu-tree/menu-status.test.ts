import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../data/api-client';
import { menuStatus } from './menu-status';

describe('menuStatus', () => {
  it('is loading until the menu or an error arrives', () => {
    expect(menuStatus({ record: undefined, error: null })).toEqual({ kind: 'loading' });
  });

  it('is ready with a menu that is not in the trash', () => {
    expect(menuStatus({ record: { id: 4, status: 'publish' }, error: null })).toEqual({
      kind: 'ready',
    });
    expect(menuStatus({ record: { id: 4, status: 'draft' }, error: null })).toEqual({
      kind: 'ready',
    });
  });

  it('is missing when the server has no such menu or it is trashed', () => {
    const notFound = new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
    expect(menuStatus({ record: undefined, error: notFound })).toEqual({ kind: 'missing' });
    expect(menuStatus({ record: { id: 4, status: 'trash' }, error: null })).toEqual({
      kind: 'missing',
    });
  });

  it('says why a read failed for another reason', () => {
    const forbidden = new ApiError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
    expect(menuStatus({ record: undefined, error: forbidden })).toEqual({
      kind: 'failed',
      message: 'Sorry, you are not allowed to do that.',
    });
    expect(menuStatus({ record: undefined, error: new Error('Network down') })).toEqual({
      kind: 'failed',
      message: 'Network down',
    });
  });
});
