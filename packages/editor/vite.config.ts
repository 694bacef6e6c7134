import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type CanvasChunkPlan, planCanvasChunks } from '../../scripts/bundle/canvas-chunks.js';
import { type FirstScreen, planScreenChunks } from '../../scripts/bundle/screen-chunks.js';
import { staticClosure } from '../../scripts/bundle/static-closure.js';
import { screenModules } from '../server/src/admin/editor-screen-modules.js';

/** The editing canvas: the code a `canvas=edit` page load needs after the entry. */
const CANVAS = fileURLToPath(new URL('./src/canvas/Canvas.tsx', import.meta.url));
/** Every block type at once: the canvas registers them on demand instead (its own chunks). */
const CORE_BLOCKS = fileURLToPath(new URL('../blocks/src/library/core-blocks.ts', import.meta.url));
const SOURCES = fileURLToPath(new URL('./src/', import.meta.url));
/** The list screens that draw no blocks: their on-demand modules live in these folders. */
const LISTS_WITHOUT_BLOCKS = ['screens/templates/', 'screens/pages/'].map((dir) => SOURCES + dir);
/**
 * The areas of the screens that draw blocks only after their first row (their previews load on
 * demand): what they share with the canvas goes with the lists' chunk, not the block engine's.
 */
const AREAS_BEFORE_BLOCKS = [
  'screens/patterns/PatternsList.tsx',
  'screens/patterns/PatternsSidebar.tsx',
].map((file) => SOURCES + file);
/** The blocks package's template data (types, areas, fallbacks): the template lists name with it. */
const TEMPLATE_DATA = fileURLToPath(new URL('../blocks/src/templates/', import.meta.url));
/** The menus, popovers and dialogs' libraries. */
const MENU_LIBRARIES = /[\\/]node_modules[\\/]@(ariakit|floating-ui)[\\/]/;
/** The dialogs' on-demand module: the editor's modal and the dialog library's parts it uses. */
const DIALOG_CODE = fileURLToPath(
  new URL('./src/components/Modal/dialog-code.ts', import.meta.url),
);
const MODAL_DIR = fileURLToPath(new URL('./src/components/Modal/', import.meta.url));
/** The Styles screen's first modules: what they share with the canvas is the styles engine. */
const STYLES_ROOTS = ['screens/styles/StylesSidebar.tsx', 'screens/styles/StylesPreview.tsx'].map(
  (file) => SOURCES + file,
);
/**
 * The block helpers a co-editing session uses that the canvas shares too (`@atelier/collab`
 * reads blocks' sourced attributes, rebuilds a block, pairs trees). They go with the styles
 * engine, so the Styles sidebar's session (all a narrow screen shows) fetches no `canvas-shared`.
 */
const SESSION_BLOCK_HELPERS = [
  'attributes/source-attributes.ts',
  'registry/update-block.ts',
  'grammar/pair-blocks.ts',
].map((file) => fileURLToPath(new URL(`../blocks/src/${file}`, import.meta.url)));
/** The styles engine's package (theme.json merge, values, stylesheet). */
const THEME_JSON = fileURLToPath(new URL('../theme-json/src/', import.meta.url));
/** The everyday block types' chunk, loaded before the first block of nearly every record. */
const EVERYDAY_BLOCKS = fileURLToPath(
  new URL('../blocks/src/library/lazy/everyday-blocks.ts', import.meta.url),
);

/**
 * The sidebar lists (Templates, Pages): what their first modules (the server's table, which the
 * page preloads) load statically, in one chunk each instead of one per set of importers. Only
 * these two, and only their own folders' modules: the other screens share much of their code
 * with each other and the canvas, and a chunk per screen there made each load the others'
 * (Styles +64 kB, Navigation +19 kB).
 */
const FIRST_SCREENS: readonly FirstScreen[] = (
  [
    ['p=/wp_template', 'templates-screen'],
    ['p=/page', 'pages-screen'],
  ] as const
).map(([location, chunk]) => ({
  chunk,
  roots: screenModules(new URLSearchParams(location)).map((key) =>
    fileURLToPath(new URL(`./${key}`, import.meta.url)),
  ),
}));

/** Which chunk each module the canvas loads statically goes to, read from the module graph. */
let canvasPlan: CanvasChunkPlan = {
  own: new Set(),
  shared: new Set(),
  sharedWithLists: new Set(),
};
/** What the dialogs' module loads statically (the modal and the dialog part of the library). */
let dialogModules = new Set<string>();
/** What the Styles screen's first modules load statically. */
let stylesModules = new Set<string>();
/** What the session's block helpers load statically. */
let sessionModules = new Set<string>();
/** What the everyday block types load statically. */
let everydayModules = new Set<string>();
/** The screen chunk of each of the list screens' first modules. */
let screenChunkOf = new Map<string, string>();

function canvasModuleGraph(): Plugin {
  return {
    name: 'atelier-canvas-module-graph',
    // The graph is complete at the end of the build phase, before chunks are made.
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      canvasPlan = planCanvasChunks({
        canvas: CANVAS,
        onDemand: [...this.getModuleIds()].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []),
        imports: (id) => (info(id)?.importedIds ?? []).filter((next) => next !== CORE_BLOCKS),
        isListRoot: (id) =>
          LISTS_WITHOUT_BLOCKS.some((dir) => id.startsWith(dir)) ||
          AREAS_BEFORE_BLOCKS.includes(id),
        canSeedLists: (id) => id.startsWith(SOURCES) || id.startsWith(TEMPLATE_DATA),
      });
      dialogModules = staticClosure([DIALOG_CODE], (id) => info(id)?.importedIds ?? []);
      stylesModules = staticClosure(STYLES_ROOTS, (id) => info(id)?.importedIds ?? []);
      sessionModules = staticClosure(SESSION_BLOCK_HELPERS, (id) => info(id)?.importedIds ?? []);
      everydayModules = staticClosure([EVERYDAY_BLOCKS], (id) => info(id)?.importedIds ?? []);
      screenChunkOf = planScreenChunks(
        FIRST_SCREENS,
        (id) => info(id)?.importedIds ?? [],
        // Their own folders' modules only: the shared folders' (domain, components, data) stay
        // in the chunks the other screens load them from.
        (id) =>
          LISTS_WITHOUT_BLOCKS.some((dir) => id.startsWith(dir)) && !canvasPlan.shared.has(id),
      );
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
        // The first screen's code in a few files instead of a chunk per set of importers. `main`:
        // all the entry loads statically (`$initial`). The editing canvas: `canvas` (what only it
        // loads) and what it shares with on-demand screens and dialogs, cut so that a list
        // screen does not load the block engine it does not draw with —
        // `screens-shared`: what Templates and Pages share with the canvas (template data and
        //   operations, the naming forms, Modal) and what that needs;
        // `dialog`: the editor's modal and the part of the dialog library it uses, for the first
        //   dialog that opens (a welcome guide on a first visit: no more than the dialog);
        // `menus-vendor`: the rest of the menu and popover libraries, wherever they are used (no
        //   first screen draws a menu: they load on first use or once the page has settled);
        // `styles-engine`: what the Styles screen's first modules share with the canvas (the
        //   theme.json package, the global styles' domain), so Styles loads no block renderer
        //   nor canvas state before its first row;
        // `canvas-shared`: the rest (block UIs, rendering, canvas state), which Patterns' previews
        //   and Navigation draw with;
        // `everyday-blocks`: the everyday block types with all they load that no group above
        //   takes (the date formatting the occasional types share too: no chunk of its own).
        // A group takes a module before any group of lower priority, with its dependencies.
        codeSplitting: {
          groups: [
            { name: 'main', priority: 8, tags: ['$initial'] },
            {
              name: 'screens-shared',
              priority: 7,
              test: (id) => canvasPlan.sharedWithLists.has(id),
            },
            {
              name: 'dialog',
              priority: 6,
              test: (id) =>
                dialogModules.has(id) && (MENU_LIBRARIES.test(id) || id.startsWith(MODAL_DIR)),
            },
            { name: 'menus-vendor', priority: 5, test: (id) => MENU_LIBRARIES.test(id) },
            {
              name: 'styles-engine',
              priority: 4,
              test: (id) =>
                canvasPlan.shared.has(id) &&
                ((stylesModules.has(id) && (id.startsWith(SOURCES) || id.startsWith(THEME_JSON))) ||
                  sessionModules.has(id)),
            },
            { name: 'canvas-shared', priority: 3, test: (id) => canvasPlan.shared.has(id) },
            ...FIRST_SCREENS.map(({ chunk }) => ({
              name: chunk,
              priority: 2,
              test: (id: string) => screenChunkOf.get(id) === chunk,
            })),
            { name: 'canvas', priority: 2, test: (id) => canvasPlan.own.has(id) },
            { name: 'everyday-blocks', priority: 1, test: (id) => everydayModules.has(id) },
          ],
        },
      },
    },
  },
});
