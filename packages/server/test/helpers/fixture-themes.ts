import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Small themes made for the server tests, so they do not change when the bundled themes do. */
export const FIXTURE_THEMES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'themes',
);
