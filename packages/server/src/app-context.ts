import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Dialect } from './db/dialect.js';
import type { FontCollectionRegistry } from './fonts/collections/font-collection-registry.js';
import type { ThemeDirectory } from './themes/theme-directory.js';

/** What every route and operation may use: passed explicitly, never imported as a global. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  config: ServerConfig;
  themes: ThemeDirectory;
  /** The font collections the Font Library offers, read from `config.fontCollectionsDir` on first use. */
  fontCollections: FontCollectionRegistry;
}
