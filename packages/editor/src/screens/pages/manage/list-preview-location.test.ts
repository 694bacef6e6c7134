import { describe, expect, it } from 'vitest';
import { type EditorLocation, locationToParams, parseLocation } from '../../../app/location';
import {
  previewedPageId,
  withListSelection,
  withoutPreviewedPage,
  withoutRemovedPages,
} from './list-preview-location';

function at(query: string): EditorLocation {
  return Object.freeze(parseLocation(new URLSearchParams(query)));
}

function query(location: EditorLocation): string {
  return decodeURIComponent(locationToParams(location).toString());
}

describe('the list layout selection in the location', () => {
  it('previews the page the location names, and nothing else', () => {
    expect(previewedPageId(at('p=/pages&layout=list&postType=page&postId=12'))).toBe('12');
    expect(previewedPageId(at('p=/pages&layout=list'))).toBeUndefined();
    expect(previewedPageId(at('p=/pages&postType=wp_template&postId=loom//home'))).toBeUndefined();
  });

  it('puts one selected row into the location, keeping the view', () => {
    const list = at('p=/pages&layout=list&activeView=drafts');
    expect(query(withListSelection(list, ['12']))).toBe(
      'p=/pages&postType=page&postId=12&activeView=drafts&layout=list',
    );
    const moved = withListSelection(withListSelection(list, ['12']), ['15']);
    expect(query(moved)).toBe('p=/pages&postType=page&postId=15&activeView=drafts&layout=list');
  });

  it('drops the page when no row or several rows are selected', () => {
    const selected = at('p=/pages&layout=list&postType=page&postId=12');
    expect(query(withListSelection(selected, []))).toBe('p=/pages&layout=list');
    expect(query(withListSelection(selected, ['12', '15']))).toBe('p=/pages&layout=list');
  });

  it('leaves a location without a previewed page as it is', () => {
    const table = at('p=/pages&layout=table');
    expect(withoutPreviewedPage(table)).toBe(table);
    expect(query(withoutPreviewedPage(at('p=/pages&layout=grid&postType=page&postId=3')))).toBe(
      'p=/pages&layout=grid',
    );
  });

  it('drops the previewed page once it left the list, and only that one', () => {
    const selected = at('p=/pages&layout=list&postType=page&postId=12');
    expect(query(withoutRemovedPages(selected, ['9', '12']))).toBe('p=/pages&layout=list');
    expect(withoutRemovedPages(selected, ['9'])).toBe(selected);
  });
});
