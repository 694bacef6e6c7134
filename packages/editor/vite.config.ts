import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { staticClosure } from '../../scripts/bundle/static-closure.js';

/** The editing canvas: the code a `canvas=edit` page load needs after the entry. */
const CANVAS = fileURLToPath(new URL('./src/canvas/Canvas.tsx', import.meta.url));

/**
 * What the canvas loads statically, read from the module graph once it is complete: `own` only
 * the canvas needs, `shared` the on-demand screens (the other dynamic imports) need too.
 */
const canvasModules = { own: new Set<string>(), shared: new Set<string>() };

function canvasModuleGraph(): Plugin {
  return {
    name: 'atelier-canvas-module-graph',
    // The graph is complete at the end of the build phase, before chunks are made.
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const onDemand = new Set(
        [...this.getModuleIds()].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []),
      );
      onDemand.delete(CANVAS);
      const imports = (id: string) => info(id)?.importedIds ?? [];
      const screens = staticClosure([...onDemand], imports);
      const canvas = staticClosure([CANVAS], imports);
      canvasModules.own = new Set([...canvas].filter((id) => !screens.has(id)));
      canvasModules.shared = new Set([...canvas].filter((id) => screens.has(id)));
    },
  };
}

// The server serves the built files under /wp-admin/build/ and finds the entry through the manifest
// (key `src/main.tsx`), so there is no index.html: the HTML page comes from the server.
export default defineConfig({
  base: '/wp-admin/build/',
  plugins: [react(), canvasModuleGraph()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The first load is watched by the size budget (scripts/bundle/size-budget.ts), by compressed
    // bytes; the merged chunks are larger than Vite's generic 500 kB hint on purpose.
    chunkSizeWarningLimit: 1000,
    // One stylesheet for the whole editor, asked for once by the page: no screen waits for its
    // own CSS (every rule is an `.atelier-`/`.dataviews-` class, so nothing leaks across screens).
    cssCodeSplit: false,
    rolldownOptions: {
      input: 'src/main.tsx',
      output: {
        // The first screen's code in two files instead of a chunk per set of importers: `main`
        // (all the entry loads statically, `$initial`) and `canvas` (all the editing canvas
        // loads beyond that). Modules the canvas shares with a screen live in `canvas`; the
        // screens stay split.
        codeSplitting: {
          groups: [
            { name: 'main', priority: 3, tags: ['$initial'] },
            { name: 'canvas', priority: 1, test: (id) => canvasModules.own.has(id) },
            { name: 'canvas-shared', priority: 2, test: (id) => canvasModules.shared.has(id) },
          ],
        },
      },
    },
  },
});
