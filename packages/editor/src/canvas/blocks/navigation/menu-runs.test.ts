import { describe, expect, it } from 'vitest';
import { meaningfulBlocks, menuRuns } from './menu-runs';

const block = (name: string | null, innerHTML = '') => ({ name, innerHTML });

describe('menuRuns', () => {
  it('puts consecutive list items in one run and other blocks between them', () => {
    const runs = menuRuns([
      block('core/navigation-link'),
      block('core/navigation-submenu'),
      block('core/page-list'),
      block('core/search'),
      block('core/home-link'),
    ]);
    expect(runs.map((run) => [run.items, run.blocks.map((item) => item.name)])).toEqual([
      [true, ['core/navigation-link', 'core/navigation-submenu']],
      [false, ['core/page-list', 'core/search']],
      [true, ['core/home-link']],
    ]);
  });

  it('leaves out white space between blocks and gives no runs for an empty menu', () => {
    expect(menuRuns([block(null, '\n\n')])).toEqual([]);
    expect(meaningfulBlocks([block(null, ' '), block(null, '<p>x</p>')])).toEqual([
      block(null, '<p>x</p>'),
    ]);
  });
});
