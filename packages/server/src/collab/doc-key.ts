import { RECORD_DOC_KINDS, type RecordDocKind, recordDocKey } from '@atelier/collab';
import { findPostType } from '../content-types/post-types.js';

type CollabKind = RecordDocKind;

/** Templates and parts are named `theme//slug`; every other kind by its numeric id. */
const ID_PATTERN: Record<CollabKind, RegExp> = {
  wp_template: /^[^/\s]+\/\/[^/\s]+$/,
  wp_template_part: /^[^/\s]+\/\/[^/\s]+$/,
  page: /^[1-9]\d{0,9}$/,
  wp_block: /^[1-9]\d{0,9}$/,
  wp_navigation: /^[1-9]\d{0,9}$/,
  wp_global_styles: /^[1-9]\d{0,9}$/,
};

/** One shared document's name: `<kind>:<id>` (`wp_template:twentytwentyfive//index`, `page:12`). */
export interface DocKey {
  kind: CollabKind;
  id: string;
  key: string;
  /** The record's REST path (`/wp-json/wp/v2/templates/twentytwentyfive//index`). */
  restPath: string;
}

function isCollabKind(value: string): value is CollabKind {
  return (RECORD_DOC_KINDS as readonly string[]).includes(value);
}

function restBaseOf(kind: CollabKind): string {
  const base = findPostType(kind)?.restBase;
  if (!base) throw new Error(`No REST base for the post type ${kind}`);
  return base;
}

/** The doc key of a kind and an id, or undefined when either cannot name a record. */
export function docKeyOf(kind: string, id: string): DocKey | undefined {
  if (!isCollabKind(kind) || !ID_PATTERN[kind].test(id) || id.length > 200) return undefined;
  return {
    kind,
    id,
    key: recordDocKey(kind, id),
    restPath: `/wp-json/wp/v2/${restBaseOf(kind)}/${id}`,
  };
}

/** Parses `<kind>:<id>`. */
export function parseDocKey(key: string): DocKey | undefined {
  const colon = key.indexOf(':');
  if (colon < 0) return undefined;
  return docKeyOf(key.slice(0, colon), key.slice(colon + 1));
}

/**
 * The doc key of a REST record path (`/wp-json/wp/v2/pages/12`, with or without a query or a
 * trailing slash), or undefined when the path names no record a document can hold.
 */
export function docKeyOfRestPath(url: string): DocKey | undefined {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  const match = /^\/wp-json\/wp\/v2\/(.+)$/.exec(path);
  if (!match?.[1]) return undefined;
  for (const kind of RECORD_DOC_KINDS) {
    const prefix = `${restBaseOf(kind)}/`;
    if (match[1].startsWith(prefix)) {
      let id = match[1].slice(prefix.length);
      try {
        id = decodeURIComponent(id);
      } catch {
        return undefined;
      }
      return docKeyOf(kind, id);
    }
  }
  return undefined;
}
