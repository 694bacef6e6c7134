import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import {
  type NavigationMenusRead,
  navigationMenusView,
  needsFallback,
} from './navigation-menus-view';

const record = (id: number, title: string, status = 'publish') => ({
  id,
  title: { raw: title, rendered: title },
  status,
  slug: title.toLowerCase(),
  content: { raw: '' },
});

const read = (fields: Partial<NavigationMenusRead>): NavigationMenusRead => ({
  records: null,
  isResolving: false,
  error: null,
  fallback: 'idle',
  ...fields,
});

describe('navigationMenusView', () => {
  it('is loading until the list is read', () => {
    expect(navigationMenusView(read({ isResolving: true }))).toEqual({ kind: 'loading' });
  });

  it('says why the list could not be read', () => {
    const error = new ApiError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
    expect(navigationMenusView(read({ error }))).toEqual({
      kind: 'error',
      message: 'Sorry, you are not allowed to do that.',
    });
  });

  it('keeps loading while the fallback is asked for and the list read again', () => {
    expect(navigationMenusView(read({ records: [] }))).toEqual({ kind: 'loading' });
    expect(navigationMenusView(read({ records: [], fallback: 'pending' }))).toEqual({
      kind: 'loading',
    });
    expect(navigationMenusView(read({ records: [], fallback: 'done', isResolving: true }))).toEqual(
      { kind: 'loading' },
    );
  });

  it('has none once the fallback made none', () => {
    expect(navigationMenusView(read({ records: [], fallback: 'done' }))).toEqual({ kind: 'none' });
  });

  it('shows the only menu directly', () => {
    const view = navigationMenusView(read({ records: [record(4, 'Main')] }));
    expect(view).toMatchObject({ kind: 'one', menu: { id: 4, title: 'Main' } });
  });

  it('lists several in the order read, drafts labelled, untitled ones by their place', () => {
    const view = navigationMenusView(
      read({ records: [record(9, 'Footer', 'draft'), record(7, ''), record(4, 'Main')] }),
    );
    expect(view.kind === 'several' && view.menus.map((item) => [item.menu.id, item.label])).toEqual(
      [
        [9, 'Footer (Draft)'],
        [7, '(no title 2)'],
        [4, 'Main'],
      ],
    );
  });

  it('keeps showing the menus while the list is read again', () => {
    const view = navigationMenusView(
      read({ records: [record(4, 'Main'), record(5, 'Footer')], isResolving: true }),
    );
    expect(view.kind).toBe('several');
  });
});

describe('needsFallback', () => {
  it('asks for the fallback only for a list read empty, and only once', () => {
    expect(needsFallback({ records: null, fallback: 'idle' })).toBe(false);
    expect(needsFallback({ records: [record(4, 'Main')], fallback: 'idle' })).toBe(false);
    expect(needsFallback({ records: [], fallback: 'idle' })).toBe(true);
    expect(needsFallback({ records: [], fallback: 'pending' })).toBe(false);
    expect(needsFallback({ records: [], fallback: 'done' })).toBe(false);
  });
});
