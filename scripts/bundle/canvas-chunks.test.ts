import { describe, expect, it } from 'vitest';
import { type ModuleGraph, planCanvasChunks } from './canvas-chunks';

/**
 * A small editor: the canvas, a Templates list (draws no blocks) and a Styles screen (draws
 * blocks), both on demand; `pkg/index` is a package's index file naming all of the package.
 */
const imports: Record<string, string[]> = {
  'src/canvas/Canvas': ['src/canvas/state', 'src/domain/templates', 'pkg/index', 'nm/menu'],
  'src/canvas/state': ['pkg/render'],
  'src/screens/templates/List': ['src/domain/templates', 'src/data/store'],
  'src/screens/styles/Sidebar': ['src/canvas/state', 'src/components/preview', 'nm/menu'],
  'src/components/preview': ['pkg/render'],
  'src/domain/templates': ['pkg/index'],
  'src/data/store': ['pkg/index'],
  'pkg/index': ['pkg/render', 'pkg/template-types'],
};

const graph: ModuleGraph = {
  canvas: 'src/canvas/Canvas',
  onDemand: ['src/canvas/Canvas', 'src/screens/templates/List', 'src/screens/styles/Sidebar'],
  imports: (id) => imports[id] ?? [],
  isListRoot: (id) => id.startsWith('src/screens/templates/'),
  canSeedLists: (id) => id.startsWith('src/') || id === 'pkg/template-types',
};

const sorted = (ids: Set<string>) => [...ids].sort();

describe('planCanvasChunks', () => {
  it('keeps in the canvas only what no other on-demand module loads', () => {
    expect(sorted(planCanvasChunks(graph).own)).toEqual(['src/canvas/Canvas']);
  });

  it('shares what the screens load too, whichever screen it is', () => {
    expect(sorted(planCanvasChunks(graph).shared)).toEqual([
      'nm/menu',
      'pkg/index',
      'pkg/render',
      'pkg/template-types',
      'src/canvas/state',
      'src/domain/templates',
    ]);
  });

  it("seeds the lists' chunk with what a list without blocks loads, of the modules that may seed it", () => {
    // `pkg/render` is reached too, through the package's index file, but the list does not use it.
    expect(sorted(planCanvasChunks(graph).sharedWithLists)).toEqual([
      'pkg/template-types',
      'src/domain/templates',
    ]);
  });

  it("leaves the lists' chunk empty when no list shares a module with the canvas", () => {
    const plan = planCanvasChunks({ ...graph, isListRoot: () => false });
    expect(plan.sharedWithLists.size).toBe(0);
    expect(plan.shared.size).toBe(6);
  });
});
