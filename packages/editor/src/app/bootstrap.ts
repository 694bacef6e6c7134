/**
 * The bootstrap blob: what the server inlines into site-editor.php as
 * `<script type="application/json" id="atelier-editor-bootstrap">`, so the first paint needs no
 * round trip. `parseBootstrap` checks it by hand (no schema library in the first-load bundle).
 */

import type { PreferenceScopes } from '../data/preferences/preference-values';
import { readPreloadedPresence } from '../data/presence/preloaded-presence';

export const BOOTSTRAP_ELEMENT_ID = 'atelier-editor-bootstrap';

export interface CurrentUser {
  id: number;
  name: string;
  slug: string;
  avatar_urls: Record<string, string>;
  capabilities: Record<string, boolean>;
}

export interface EditorSettings {
  isBlockTheme: boolean;
  themeStylesheet: string;
  themeName: string;
  hasStyleVariations: boolean;
  fontLibraryEnabled: boolean;
  /** Stylesheet of the theme being previewed (`wp_theme_preview`), or null. */
  themePreview: string | null;
}

export interface Bootstrap {
  restRoot: string;
  restNonce: string;
  adminUrl: string;
  homeUrl: string;
  siteTitle: string;
  /** Real-time co-editing (issue #23): on unless the server runs with `ATELIER_COLLAB=off`. */
  collab: boolean;
  currentUser: CurrentUser;
  editorSettings: EditorSettings;
  /** The user's persisted preferences (without defaults). */
  preferences: PreferenceScopes;
  /** When the server's preferences were last changed (their `_modified`), null when never. */
  preferencesModified: string | null;
  /** REST responses keyed by path with query, e.g. `/wp/v2/types?context=edit`. */
  preload: Record<string, unknown>;
}

export type BootstrapResult = { ok: true; value: Bootstrap } | { ok: false; problems: string[] };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects problems while reading fields, so the error screen can list all of them at once. */
class FieldReader {
  readonly problems: string[] = [];

  constructor(
    private readonly source: Json,
    private readonly prefix: string,
  ) {}

  string(key: string): string {
    const value = this.source[key];
    if (typeof value === 'string') return value;
    this.problems.push(`${this.prefix}${key} must be a string`);
    return '';
  }

  boolean(key: string): boolean {
    const value = this.source[key];
    if (typeof value === 'boolean') return value;
    this.problems.push(`${this.prefix}${key} must be true or false`);
    return false;
  }

  number(key: string): number {
    const value = this.source[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    this.problems.push(`${this.prefix}${key} must be a number`);
    return 0;
  }

  object(key: string): Json {
    const value = this.source[key];
    if (isObject(value)) return value;
    this.problems.push(`${this.prefix}${key} must be an object`);
    return {};
  }

  recordOf<T>(key: string, check: (item: unknown) => item is T, what: string): Record<string, T> {
    const record = this.object(key);
    const result: Record<string, T> = {};
    for (const [name, item] of Object.entries(record)) {
      if (check(item)) result[name] = item;
      else this.problems.push(`${this.prefix}${key}.${name} must be ${what}`);
    }
    return result;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function readUser(reader: FieldReader): CurrentUser {
  const user = new FieldReader(reader.object('currentUser'), 'currentUser.');
  const value: CurrentUser = {
    id: user.number('id'),
    name: user.string('name'),
    slug: user.string('slug'),
    avatar_urls: user.recordOf('avatar_urls', isString, 'a string'),
    capabilities: user.recordOf('capabilities', isBoolean, 'true or false'),
  };
  reader.problems.push(...user.problems);
  return value;
}

function readEditorSettings(reader: FieldReader): EditorSettings {
  const source = reader.object('editorSettings');
  const settings = new FieldReader(source, 'editorSettings.');
  const preview = source.themePreview;
  if (preview !== undefined && preview !== null && typeof preview !== 'string') {
    settings.problems.push('editorSettings.themePreview must be a string or null');
  }
  const value: EditorSettings = {
    isBlockTheme: settings.boolean('isBlockTheme'),
    themeStylesheet: settings.string('themeStylesheet'),
    themeName: settings.string('themeName'),
    hasStyleVariations: settings.boolean('hasStyleVariations'),
    fontLibraryEnabled: settings.boolean('fontLibraryEnabled'),
    themePreview: typeof preview === 'string' && preview !== '' ? preview : null,
  };
  reader.problems.push(...settings.problems);
  return value;
}

/**
 * Reads persisted preferences. Scopes are objects; other top-level entries (the `_modified` date
 * the persistence layer adds) are not scopes and are left out.
 */
function readPreferences(raw: unknown): PreferenceScopes {
  const scopes: PreferenceScopes = {};
  if (!isObject(raw)) return scopes;
  for (const [scope, values] of Object.entries(raw)) {
    if (isObject(values)) scopes[scope] = { ...values };
  }
  return scopes;
}

/** The `_modified` date the persistence layer stamps on saved preferences. */
function readPreferencesModified(raw: unknown): string | null {
  return isObject(raw) && typeof raw._modified === 'string' ? raw._modified : null;
}

/**
 * Checks an unknown value against the bootstrap contract.
 * `preferences` and `preload` may be absent (treated as empty); every other field is required.
 */
export function parseBootstrap(raw: unknown): BootstrapResult {
  if (!isObject(raw)) return { ok: false, problems: ['the bootstrap data must be a JSON object'] };
  const reader = new FieldReader(raw, '');
  const value: Bootstrap = {
    restRoot: reader.string('restRoot'),
    restNonce: reader.string('restNonce'),
    adminUrl: reader.string('adminUrl'),
    homeUrl: reader.string('homeUrl'),
    siteTitle: reader.string('siteTitle'),
    collab: reader.boolean('collab'),
    currentUser: readUser(reader),
    editorSettings: readEditorSettings(reader),
    preferences: readPreferences(raw.preferences),
    preferencesModified: readPreferencesModified(raw.preferences),
    preload: isObject(raw.preload) ? raw.preload : {},
  };
  if (raw.preload !== undefined && !isObject(raw.preload)) {
    reader.problems.push('preload must be an object');
  }
  return reader.problems.length > 0
    ? { ok: false, problems: reader.problems }
    : { ok: true, value };
}

/**
 * Finds the blob in the page and parses it; a missing element or broken JSON is a problem too.
 * The page's first presence answers (`#atelier-presence`), when there are, join its preload.
 */
export function readBootstrap(doc: Document): BootstrapResult {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element) {
    return { ok: false, problems: [`the page has no #${BOOTSTRAP_ELEMENT_ID} element`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent ?? '');
  } catch {
    return { ok: false, problems: ['the bootstrap data is not valid JSON'] };
  }
  const result = parseBootstrap(raw);
  if (!result.ok) return result;
  // Who has the list's records open comes beside the blob (read on every request, never cached
  // with the page) and joins the preloaded answers.
  const presence = readPreloadedPresence(doc);
  if (Object.keys(presence).length === 0) return result;
  return {
    ok: true,
    value: { ...result.value, preload: { ...result.value.preload, ...presence } },
  };
}
