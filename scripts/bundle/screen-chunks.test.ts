import { describe, expect, it } from 'vitest';
import { type FirstScreen, planScreenChunks } from './screen-chunks';

/** Two list screens sharing a hook, both reaching a package through its index file. */
const imports: Record<string, string[]> = {
  'src/templates/Sidebar': ['src/templates/list', 'src/hooks/use-records', 'pkg/index'],
  'src/templates/reads': ['src/hooks/use-records'],
  'src/templates/list': ['src/components/row'],
  'src/manage/Table': ['src/hooks/use-records', 'src/manage/columns', 'src/templates/Sidebar'],
  'src/hooks/use-records': ['pkg/index'],
  'pkg/index': ['pkg/rest', 'pkg/render'],
};

const screens: FirstScreen[] = [
  { chunk: 'templates-screen', roots: ['src/templates/Sidebar', 'src/templates/reads'] },
  { chunk: 'manage-screen', roots: ['src/manage/Table'] },
];

const plan = (canTake: (id: string) => boolean = (id) => id.startsWith('src/')) =>
  Object.fromEntries(
    [...planScreenChunks(screens, (id) => imports[id] ?? [], canTake)].sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );

describe('planScreenChunks', () => {
  it("puts what a screen's first modules load in its chunk, leaving the first modules their own", () => {
    expect(plan()).toEqual({
      'src/components/row': 'templates-screen',
      'src/hooks/use-records': 'templates-screen',
      'src/manage/columns': 'manage-screen',
      'src/templates/list': 'templates-screen',
    });
  });

  it('gives a module two screens load to the first screen listed', () => {
    const reversed = planScreenChunks(
      [...screens].reverse(),
      (id) => imports[id] ?? [],
      (id) => id.startsWith('src/'),
    );
    expect(reversed.get('src/hooks/use-records')).toBe('manage-screen');
    expect(reversed.get('src/templates/list')).toBe('manage-screen');
  });

  it('leaves to the other chunks what `canTake` refuses', () => {
    expect(plan((id) => id !== 'src/components/row' && id.startsWith('src/'))).toEqual({
      'src/hooks/use-records': 'templates-screen',
      'src/manage/columns': 'manage-screen',
      'src/templates/list': 'templates-screen',
    });
    expect(plan(() => true)['pkg/render']).toBe('templates-screen');
  });
});
