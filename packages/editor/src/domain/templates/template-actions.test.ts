import { getBulkActions, getItemActions } from '@atelier/dataviews';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/api-client';
import {
  runDelete,
  runRename,
  runRevert,
  runRevertMany,
  type TemplateActionDeps,
} from './run-template-actions';
import { createTemplateActions } from './template-actions';
import { templateFixture as t } from './testing/template-fixture';

function fakeDeps(overrides: Partial<TemplateActionDeps> = {}) {
  const notices: [string, string][] = [];
  const deps: TemplateActionDeps = {
    deleteItems: async (items) => ({ deleted: items, errors: [] }),
    rename: async () => undefined,
    revert: async () => undefined,
    notify: (message, status) => notices.push([message, status]),
    notifyWithUndo: (message) => notices.push([message, 'undo']),
    openInEditor: vi.fn(),
    viewOnSite: vi.fn(),
    ...overrides,
  };
  return { deps, notices };
}

const custom = t({
  slug: 'wp-custom-template-wide',
  title: 'Wide',
  source: 'custom',
  hasThemeFile: false,
  isCustom: true,
});
const customised = t({ slug: 'home', title: 'Blog Home', source: 'custom' });
const theme = t({ slug: 'index', title: 'Index' });

describe('template actions', () => {
  it('offers each item only the actions it is eligible for', () => {
    const actions = createTemplateActions(fakeDeps().deps);
    const ids = (item: typeof custom) => getItemActions(actions, item).map((action) => action.id);
    expect(ids(custom)).toEqual(['edit', 'view', 'rename', 'delete']);
    expect(ids(customised)).toEqual(['edit', 'view', 'reset']);
    expect(ids(theme)).toEqual(['edit', 'view']);
    const part = t({
      type: 'wp_template_part',
      slug: 'promo',
      source: 'custom',
      hasThemeFile: false,
    });
    expect(ids(part)).toEqual(['edit', 'rename', 'delete']);
    expect(getBulkActions(actions, [custom, custom]).map((action) => action.id)).toEqual([
      'delete',
    ]);
    expect(getBulkActions(actions, [custom, theme])).toEqual([]);
  });

  it('opens the editor and the site', () => {
    const { deps } = fakeDeps();
    const actions = createTemplateActions(deps);
    const onActionPerformed = () => undefined;
    for (const action of actions) {
      if (action.id === 'edit' || action.id === 'view') {
        void action.callback?.([custom], { onActionPerformed });
      }
    }
    expect(deps.openInEditor).toHaveBeenCalledWith(custom);
    expect(deps.viewOnSite).toHaveBeenCalledWith(custom);
  });

  it('reports deletions, and failures with the server message', async () => {
    const ok = fakeDeps();
    expect(await runDelete(ok.deps, [custom])).toEqual([custom]);
    expect(ok.notices).toEqual([['"Wide" deleted.', 'success']]);

    const forbidden = new ApiError('rest_forbidden', 'Not allowed.', 403);
    const afterDelete = vi.fn();
    const partly = fakeDeps({
      deleteItems: async (items) => ({ deleted: items.slice(1), errors: [forbidden] }),
      afterDelete,
    });
    const second = { ...custom, id: 'loom//b', title: 'B' };
    expect(await runDelete(partly.deps, [custom, second])).toEqual([second]);
    expect(partly.notices).toEqual([
      ['An error occurred while deleting the templates: Not allowed.', 'error'],
    ]);
    expect(afterDelete).toHaveBeenCalledWith([second]);
  });

  it('reports renames', async () => {
    const ok = fakeDeps();
    expect(await runRename(ok.deps, custom, 'Wider')).toBe(true);
    expect(ok.notices).toEqual([['Template renamed.', 'success']]);
    const failing = fakeDeps({
      rename: async () => {
        throw new ApiError('unknown_error', 'x', 500);
      },
    });
    expect(await runRename(failing.deps, custom, 'Wider')).toBe(false);
    expect(failing.notices).toEqual([['An error occurred while renaming the template.', 'error']]);
  });

  it('reverts with an Undo notice, and refuses what is not revertable', async () => {
    const ok = fakeDeps();
    await runRevert(ok.deps, customised);
    expect(ok.notices).toEqual([['Template reverted.', 'undo']]);

    const refused = fakeDeps();
    await runRevert(refused.deps, theme);
    expect(refused.notices).toEqual([['This template is not revertable.', 'error']]);

    const failing = fakeDeps({
      revert: async () => {
        throw new ApiError('unknown_error', 'x', 500);
      },
    });
    await runRevert(failing.deps, customised);
    expect(failing.notices).toEqual([['An error occurred while reverting the template.', 'error']]);
  });

  it('clears several customizations at once', async () => {
    const footer = { ...customised, id: 'loom//footer', slug: 'footer' };
    const ok = fakeDeps();
    expect(await runRevertMany(ok.deps, [customised, footer])).toEqual([customised, footer]);
    expect(ok.notices).toEqual([['2 items reverted.', 'success']]);

    const one = fakeDeps();
    await runRevertMany(one.deps, [customised]);
    expect(one.notices).toEqual([['Template reverted.', 'undo']]);

    const failing = fakeDeps({
      revert: async (item) => {
        if (item.slug === 'footer') throw new ApiError('rest_forbidden', 'Not yours.', 403);
      },
    });
    expect(await runRevertMany(failing.deps, [customised, footer])).toEqual([customised]);
    expect(failing.notices).toEqual([['Not yours.', 'error']]);
  });
});
