import type { RecordDocKind } from '@atelier/collab';
import type { AuthState } from '../auth/current-user.js';
import { isCollabEnabled } from '../collab/collab-enabled.js';
import {
  maySeePresence,
  type PresenceDocumentBody,
  presenceAnswer,
} from '../collab/presence-routes.js';
import type { PresenceStore } from '../collab/presence-store.js';
import { scriptSafeJson } from './editor-bootstrap.js';

/**
 * The id of the page's `<script type="application/json">` holding the first presence answers
 * (the editor's bootstrap reads it into its preloaded answers).
 */
export const PRESENCE_ELEMENT_ID = 'atelier-presence';

/** The kinds each list screen (`p`, without trailing slashes) asks the presence of. */
const LIST_KINDS: Readonly<Record<string, readonly RecordDocKind[]>> = {
  '/page': ['page'],
  '/pages': ['page'],
  '/wp_template/all': ['wp_template'],
  '/wp_template_part/all': ['wp_template_part'],
  '/navigation': ['wp_navigation'],
};

/** The kind of the record an editing canvas's address opens (`p`'s first segments). */
const RECORD_KINDS: Readonly<Record<string, RecordDocKind>> = {
  page: 'page',
  wp_template: 'wp_template',
  wp_template_part: 'wp_template_part',
  wp_block: 'wp_block',
  wp_navigation: 'wp_navigation',
};

/** The kind of the record the editing canvas opens at `p` (`/page/12`, `/wp_template/t/s`…). */
function recordKind(screen: string): RecordDocKind | undefined {
  const [area = '', ...rest] = screen.split('/').filter(Boolean);
  // Navigation's menu route spells the post type after it: `/navigation/wp_navigation/7`.
  const [type = '', ...id] = area === 'navigation' ? rest : [area, ...rest];
  return id.length > 0 ? RECORD_KINDS[type] : undefined;
}

/**
 * The kinds whose presence the first screen of a location shows: a list screen's in its rows, as
 * the editor's lists ask for them (`RecordPresenceProvider`) — Pages and Manage pages pages, the
 * templates' and parts' data views their kind, Navigation its menus, Patterns the kind of its
 * category (template parts for an area, the person's patterns otherwise); the editing canvas the
 * kind of its record, for the header until the record's shared document has synced.
 */
export function presenceKinds(location: URLSearchParams): readonly RecordDocKind[] {
  const screen = (location.get('p') ?? '/').replace(/\/+$/, '');
  if (location.get('canvas') === 'edit') {
    const kind = recordKind(screen);
    return kind ? [kind] : [];
  }
  if (screen === '/patterns') {
    return [location.get('categoryType') === 'wp_template_part' ? 'wp_template_part' : 'wp_block'];
  }
  return LIST_KINDS[screen] ?? [];
}

/** The REST path the editor asks a kind's presence at (its `presencePath`), keying the answers. */
export function presenceReadPath(kind: RecordDocKind): string {
  return `/atelier/v1/collab-presence?kind=${kind}`;
}

/**
 * The first presence answers of a page: for each kind of `kinds` the caller may see (the presence
 * endpoint's guard), what the endpoint would answer now, by the REST path the editor reads it at.
 * Nothing while co-editing is off. Read on every request: presence changes from moment to moment,
 * so it never comes from the page cache.
 */
export async function pagePresence(
  store: Pick<PresenceStore, 'openDocuments'>,
  auth: AuthState,
  origin: string,
  kinds: readonly RecordDocKind[],
  at: number,
): Promise<Record<string, PresenceDocumentBody[]>> {
  if (!isCollabEnabled()) return {};
  const shown = kinds.filter((kind) => maySeePresence(auth, kind));
  const answers = await Promise.all(shown.map((kind) => presenceAnswer(store, kind, origin, at)));
  const byPath: Record<string, PresenceDocumentBody[]> = {};
  shown.forEach((kind, index) => {
    byPath[presenceReadPath(kind)] = answers[index] ?? [];
  });
  return byPath;
}

/**
 * The element holding a page's presence answers, to put beside its cached part; '' when there is
 * none (co-editing off, a screen without presence, or no right to any of its kinds).
 */
export function presenceElement(answers: Readonly<Record<string, PresenceDocumentBody[]>>): string {
  if (Object.keys(answers).length === 0) return '';
  return `<script type="application/json" id="${PRESENCE_ELEMENT_ID}">${scriptSafeJson(answers)}</script>\n`;
}
