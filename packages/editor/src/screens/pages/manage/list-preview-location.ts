import type { EditorLocation } from '../../../app/location';

/**
 * Manage pages' list layout keeps its selected page in the location, as WordPress does
 * (`postType=page&postId={id}`), so a reload or a shared link shows the same row and preview.
 */

/** The page the list layout previews: the location's record when it is a page. */
export function previewedPageId(location: EditorLocation): string | undefined {
  return location.postType === 'page' ? location.postId : undefined;
}

/** The location without a previewed page. */
export function withoutPreviewedPage(location: EditorLocation): EditorLocation {
  if (previewedPageId(location) === undefined) return location;
  const { postType: _postType, postId: _postId, ...rest } = location;
  return rest;
}

/** The location once the list's selection is `ids`: exactly one row is previewed, else none. */
export function withListSelection(
  location: EditorLocation,
  ids: readonly string[],
): EditorLocation {
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) return withoutPreviewedPage(location);
  return { ...location, postType: 'page', postId: id };
}

/** The location once pages left the list (trashed, restored, deleted): without them previewed. */
export function withoutRemovedPages(
  location: EditorLocation,
  removedIds: readonly string[],
): EditorLocation {
  const id = previewedPageId(location);
  return id !== undefined && removedIds.includes(id) ? withoutPreviewedPage(location) : location;
}
