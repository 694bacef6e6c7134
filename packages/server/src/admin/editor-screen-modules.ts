/**
 * The editor's on-demand modules (Vite manifest keys, `src/…` of packages/editor) that the first
 * screen of a location loads before its first render: its route's areas and its reads
 * (packages/editor/src/app/routes.ts). The page names their chunks as module preloads, so the
 * browser fetches them beside the entry instead of after it. A screen left out here still works;
 * its chunks are fetched once the entry runs.
 */
const SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/wp_template': [
    'src/screens/templates/TemplatesSidebar.tsx',
    'src/screens/templates/TemplatePreview.tsx',
    'src/screens/templates/templates-reads.ts',
  ],
  '/wp_template/all': [
    'src/screens/templates/ManageTemplatesSidebar.tsx',
    'src/screens/templates/ManageTemplates.tsx',
  ],
  '/page': ['src/screens/pages/PagesSidebar.tsx'],
  '/navigation': [
    'src/screens/navigation/NavigationSidebar.tsx',
    'src/screens/navigation/NavigationPreview.tsx',
    'src/screens/navigation/navigation-reads.ts',
  ],
  '/wp_global_styles': [
    'src/screens/styles/StylesSidebar.tsx',
    'src/screens/styles/StylesPreview.tsx',
  ],
  '/pages': [
    'src/screens/pages/manage/ManagePagesSidebar.tsx',
    'src/screens/pages/manage/ManagePages.tsx',
    'src/screens/pages/manage/manage-pages-reads.ts',
  ],
  '/patterns': [
    'src/screens/patterns/PatternsSidebar.tsx',
    'src/screens/patterns/PatternsList.tsx',
    'src/screens/patterns/patterns-reads.ts',
  ],
};

/**
 * The editing canvas's code: the build groups it in one chunk of this name (the editor's
 * vite.config.ts), which the editor fetches before its first render when the page opens it.
 */
export const CANVAS_CHUNK = 'canvas';

/** The on-demand modules the first screen of a location loads: the canvas's chunk when editing. */
export function screenModules(location: URLSearchParams): readonly string[] {
  if (location.get('canvas') === 'edit') return [CANVAS_CHUNK];
  const path = (location.get('p') ?? '/').replace(/\/+$/, '') || '/';
  return SCREEN_MODULES[path] ?? [];
}

/**
 * Whether the first screen of a location draws the blocks of the records its page preloads
 * before its first row — the editing canvas its record's, the Navigation screen the only menu's
 * (its tree waits for their types) — so the page names their block-type chunks too.
 */
export function drawsPreloadedBlocks(location: URLSearchParams): boolean {
  if (location.get('canvas') === 'edit') return true;
  return (location.get('p') ?? '/').replace(/\/+$/, '') === '/navigation';
}

/** Every module the table names, for a test that they still exist. */
export const ALL_SCREEN_MODULES: readonly string[] = Object.values(SCREEN_MODULES).flat();
