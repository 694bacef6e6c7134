import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.js';
import {
  ALL_SCREEN_MODULES,
  drawsPreloadedBlocks,
  screenModules,
} from './editor-screen-modules.js';

const at = (query: string) => screenModules(new URLSearchParams(query));

describe('screenModules', () => {
  it("names Manage pages' areas and reads for /pages in any of its views", () => {
    const modules = [
      'src/screens/pages/manage/ManagePagesSidebar.tsx',
      'src/screens/pages/manage/ManagePages.tsx',
      'src/screens/pages/manage/manage-pages-reads.ts',
    ];
    expect(at('p=%2Fpages')).toEqual(modules);
    expect(at('p=%2Fpages%2F&activeView=drafts')).toEqual(modules);
  });

  it("names the Patterns screen's sidebar, list and reads for /patterns", () => {
    expect(at('p=%2Fpatterns&categoryType=pattern&categoryId=my-patterns')).toEqual([
      'src/screens/patterns/PatternsSidebar.tsx',
      'src/screens/patterns/PatternsList.tsx',
      'src/screens/patterns/patterns-reads.ts',
    ]);
  });

  it("names the canvas's chunk for the editing canvas, whatever the record", () => {
    expect(at('p=%2Fwp_template%2Floom%2F%2Findex&canvas=edit')).toEqual(['canvas']);
    expect(at('p=%2Fpages&postType=page&postId=4&canvas=edit')).toEqual(['canvas']);
  });

  it("names the list screens' areas: Templates, Pages, Navigation, Styles (any section)", () => {
    expect(at('p=%2Fwp_template')).toEqual([
      'src/screens/templates/TemplatesSidebar.tsx',
      'src/screens/templates/TemplatePreview.tsx',
      'src/screens/templates/templates-reads.ts',
    ]);
    expect(at('p=%2Fpage')).toEqual(['src/screens/pages/PagesSidebar.tsx']);
    expect(at('p=%2Fnavigation')).toEqual([
      'src/screens/navigation/NavigationSidebar.tsx',
      'src/screens/navigation/NavigationPreview.tsx',
      'src/screens/navigation/navigation-reads.ts',
    ]);
    expect(at('p=%2Fwp_global_styles&section=%2Ftypography')).toEqual([
      'src/screens/styles/StylesSidebar.tsx',
      'src/screens/styles/StylesPreview.tsx',
    ]);
  });

  it('names nothing for the Design root and for screens of one record', () => {
    expect(at('')).toEqual([]);
    expect(at('p=%2Fpage%2F4')).toEqual([]);
    expect(at('p=%2Fwp_template%2Floom%2F%2Findex')).toEqual([]);
  });

  it('names modules that exist in the editor', () => {
    for (const module of ALL_SCREEN_MODULES) {
      expect(existsSync(join(repositoryRoot, 'packages/editor', module)), module).toBe(true);
    }
  });
});

describe('drawsPreloadedBlocks', () => {
  const draws = (query: string) => drawsPreloadedBlocks(new URLSearchParams(query));

  it("holds for the editing canvas and the Navigation screen (the only menu's tree)", () => {
    expect(draws('p=%2Fwp_template%2Floom%2F%2Findex&canvas=edit')).toBe(true);
    expect(draws('p=%2Fnavigation')).toBe(true);
    expect(draws('p=%2Fnavigation%2F')).toBe(true);
  });

  it('does not hold for the other screens, nor for one menu in view mode', () => {
    for (const query of ['', 'p=%2Fwp_template', 'p=%2Fpatterns', 'p=%2Fwp_global_styles']) {
      expect(draws(query), query).toBe(false);
    }
    expect(draws('p=%2Fwp_navigation%2F5')).toBe(false);
  });
});
