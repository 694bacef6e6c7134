import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RestFontCollection } from '@atelier/blocks/rest';
import { parseFontCollection } from './font-collection-format.js';

/** A collection read from its folder: its data and the files it serves, by relative path. */
export interface LoadedFontCollection {
  collection: RestFontCollection;
  /** `files/x.woff2` or `previews/x.svg` → the file's absolute path; nothing else is served. */
  files: ReadonlyMap<string, string>;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads `collection.json` of a collection folder (`files/`, `previews/` beside it), checks it
 * (see `parseFontCollection`) and that every file it names is there. Throws, naming the folder,
 * on any problem: a shipped collection is part of the product and must be whole.
 */
export function loadFontCollection(dir: string): LoadedFontCollection {
  const jsonPath = join(dir, 'collection.json');
  let parsed: ReturnType<typeof parseFontCollection>;
  try {
    parsed = parseFontCollection(JSON.parse(readFileSync(jsonPath, 'utf8')));
  } catch (error) {
    throw new Error(`${jsonPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const missing = parsed.files.filter((file) => !isFile(join(dir, file)));
  if (missing.length > 0) {
    throw new Error(`${jsonPath}: missing files:\n- ${missing.join('\n- ')}`);
  }
  return {
    collection: parsed.collection,
    files: new Map(parsed.files.map((file) => [file, join(dir, file)])),
  };
}
