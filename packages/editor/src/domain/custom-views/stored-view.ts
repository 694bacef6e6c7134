import { parseView, type View } from '@atelier/dataviews';
import { deepEqual } from '../../data/deep-equal';

/** How a stored view read: as it was saved, or broken (the default view stands in). */
export type StoredViewStatus = 'ready' | 'broken';

export interface StoredView {
  status: StoredViewStatus;
  view: View;
}

/** A view as stored in a custom view's `content`: its JSON. */
export function serializeStoredView(view: View): string {
  return JSON.stringify(view);
}

/**
 * Reads a custom view's `content`. Text that is not JSON, or JSON that is not a view (no known
 * layout type), is `broken`: the default view is shown instead, and the record can still be
 * renamed, changed (which repairs it) or deleted.
 */
export function readStoredView(content: unknown, defaultView: View): StoredView {
  const text = typeof content === 'string' ? content.trim() : '';
  const view = text.startsWith('{') ? parseView(text) : undefined;
  return view === undefined ? { status: 'broken', view: defaultView } : { status: 'ready', view };
}

/** The record a new custom view is created with (spec 2 §7): published, the type's default view. */
export function newCustomViewRecord(title: string, termId: number, defaultView: View) {
  return {
    title: title.trim(),
    status: 'publish',
    wp_dataviews_type: [termId],
    content: serializeStoredView(defaultView),
  };
}

/**
 * Whether a change is someone typing in the search field: the search text differs and nothing
 * else does but the page (a new search starts at page 1). Such a change is saved once typing
 * pauses; any other change is saved at once.
 */
export function isSearchTyping(before: View, after: View): boolean {
  if ((before.search ?? '') === (after.search ?? '')) return false;
  return deepEqual({ ...before, search: '', page: 1 }, { ...after, search: '', page: 1 });
}
