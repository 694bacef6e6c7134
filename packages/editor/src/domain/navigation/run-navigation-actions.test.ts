import { describe, expect, it } from 'vitest';
import type { LocationTarget } from '../../app/location';
import { ApiError } from '../../data/api-client';
import type { NavigationMenu } from './navigation-menu';
import {
  type NavigationMenuActionDeps,
  runMenuDelete,
  runMenuDuplicate,
  runMenuRename,
} from './run-navigation-actions';

const main: NavigationMenu = { id: 4, title: 'Main', status: 'publish', slug: 'main', content: '' };
const refused = new ApiError('rest_cannot_edit', 'Not allowed.', 403);

function fakeDeps(fail: boolean) {
  const notices: [string, string][] = [];
  const opened: LocationTarget[] = [];
  const calls: string[] = [];
  const outcome = async <T>(value: T): Promise<T> => {
    if (fail) throw refused;
    return value;
  };
  const deps: NavigationMenuActionDeps = {
    rename: async (menu, title) => {
      calls.push(`rename ${menu.id} ${title}`);
      await outcome(undefined);
    },
    duplicate: async (menu) => {
      calls.push(`duplicate ${menu.id}`);
      return outcome(9);
    },
    remove: async (menu) => {
      calls.push(`remove ${menu.id}`);
      await outcome(undefined);
    },
    notify: (message, status) => notices.push([message, status]),
    open: (target) => opened.push(target),
  };
  return { deps, notices, opened, calls };
}

describe('runMenuRename', () => {
  it('renames and says so', async () => {
    const { deps, notices, calls } = fakeDeps(false);
    await expect(runMenuRename(deps, main, 'Primary')).resolves.toBe(true);
    expect(calls).toEqual(['rename 4 Primary']);
    expect(notices).toEqual([['Renamed Navigation menu', 'success']]);
  });

  it("shows the server's reason when it fails", async () => {
    const { deps, notices } = fakeDeps(true);
    await expect(runMenuRename(deps, main, 'Primary')).resolves.toBe(false);
    expect(notices).toEqual([['Unable to rename Navigation menu (Not allowed.).', 'error']]);
  });
});

describe('runMenuDuplicate', () => {
  it('opens the copy on its screen and says so', async () => {
    const { deps, notices, opened } = fakeDeps(false);
    await expect(runMenuDuplicate(deps, main)).resolves.toBe(9);
    expect(opened).toEqual([{ path: '/navigation/wp_navigation/9' }]);
    expect(notices).toEqual([['Duplicated Navigation menu', 'success']]);
  });

  it('stays where it is when it fails', async () => {
    const { deps, notices, opened } = fakeDeps(true);
    await expect(runMenuDuplicate(deps, main)).resolves.toBeNull();
    expect(opened).toEqual([]);
    expect(notices).toEqual([['Unable to duplicate Navigation menu (Not allowed.).', 'error']]);
  });
});

describe('runMenuDelete', () => {
  it('goes to /navigation after the delete', async () => {
    const { deps, notices, opened } = fakeDeps(false);
    await expect(runMenuDelete(deps, main)).resolves.toBe(true);
    expect(opened).toEqual([{ path: '/navigation' }]);
    expect(notices).toEqual([['Deleted Navigation menu', 'success']]);
  });

  it('stays on the menu when the delete fails', async () => {
    const { deps, notices, opened } = fakeDeps(true);
    await expect(runMenuDelete(deps, main)).resolves.toBe(false);
    expect(opened).toEqual([]);
    expect(notices).toEqual([['Unable to delete Navigation menu (Not allowed.).', 'error']]);
  });
});
