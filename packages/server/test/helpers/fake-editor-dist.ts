import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built editor stood in for by its manifest (an entry and one lazy screen), so the editor page
 * renders in API tests whether or not the real bundle was built before them. Returns the folder.
 */
export function fakeEditorDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'atelier-editor-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/main-abc.js', isEntry: true, css: ['assets/main-abc.css'] },
      'src/screens/pages/manage/ManagePages.tsx': {
        file: 'assets/ManagePages-abc.js',
        isDynamicEntry: true,
        imports: ['src/main.tsx'],
        css: ['assets/ManagePages-abc.css'],
      },
    }),
  );
  return dist;
}
