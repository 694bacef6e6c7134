import { isActionEligible } from '@atelier/dataviews';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { templateFixture } from '../templates/testing/template-fixture';
import { createPatternActions } from './pattern-actions';
import { type PatternItem, templatePartPatternItem } from './pattern-item';
import { type PatternActionDeps, runPatternDelete, runPatternReset } from './run-pattern-actions';
import { patternFixture } from './testing/pattern-fixture';

function fakeDeps(overrides: Partial<PatternActionDeps> = {}) {
  const log: string[] = [];
  const deps: PatternActionDeps = {
    deleteItems: async (items) => ({ deleted: items, errors: [] }),
    rename: async () => undefined,
    revert: async () => undefined,
    notify: (message, status) => log.push(`${status}: ${message}`),
    notifyWithUndo: (message) => log.push(`undo: ${message}`),
    openInEditor: (item) => log.push(`open ${item.id}`),
    exportJson: (item) => log.push(`export ${item.id}`),
    afterRemoval: (items) => log.push(`removed ${items.map((item) => item.id).join()}`),
    ...overrides,
  };
  return { deps, log };
}

const user = patternFixture({ id: '12', title: 'Hero' });
const theme = patternFixture({ kind: 'theme', id: 'loom/hero', name: 'loom/hero' });
const madePart = templatePartPatternItem(
  templateFixture({
    id: 'loom//promo',
    type: 'wp_template_part',
    title: 'Promo',
    source: 'custom',
    hasThemeFile: false,
  }),
);
const customisedPart = templatePartPatternItem(
  templateFixture({
    id: 'loom//header',
    type: 'wp_template_part',
    title: 'Header',
    source: 'custom',
    hasThemeFile: true,
  }),
);
const themePart = templatePartPatternItem(
  templateFixture({ type: 'wp_template_part', source: 'theme', hasThemeFile: true }),
);

function labelsFor(item: PatternItem): string[] {
  return createPatternActions(fakeDeps().deps)
    .filter((action) => isActionEligible(action, item))
    .map((action) =>
      action.RenderModal !== undefined && action.modalHeader !== undefined
        ? action.modalHeader
        : String(action.label),
    );
}

describe('the pattern actions each kind gets (spec 2 §5), in WordPress order', () => {
  it.each([
    ['a user pattern', user, ['Edit', 'Export as JSON', 'Rename', 'Duplicate pattern', 'Delete']],
    ['a theme pattern', theme, ['Duplicate pattern']],
    ['a part made here', madePart, ['Edit', 'Rename', 'Duplicate template part', 'Delete']],
    [
      'a customised theme part',
      customisedPart,
      ['Edit', 'Duplicate template part', 'Clear customizations'],
    ],
    ['a theme part', themePart, ['Edit', 'Duplicate template part']],
  ])('%s', (_name, item, expected) => {
    expect(labelsFor(item)).toEqual(expected);
  });

  it('deletes and clears in bulk, nothing else', () => {
    const bulk = createPatternActions(fakeDeps().deps).filter((action) => action.supportsBulk);
    expect(bulk.map((action) => action.label)).toEqual(['Clear customizations', 'Delete']);
  });

  it('edits and exports through the editor', async () => {
    const { deps, log } = fakeDeps();
    const actions = createPatternActions(deps);
    const done = { onActionPerformed: () => undefined };
    await actions.find((action) => action.id === 'edit-post')?.callback?.([user], done);
    await actions.find((action) => action.id === 'export-pattern')?.callback?.([user], done);
    expect(log).toEqual(['open 12', 'export 12']);
  });
});

describe('reporting the pattern actions (spec 2 §8)', () => {
  it('says which pattern was deleted, then runs afterRemoval', async () => {
    const { deps, log } = fakeDeps();
    expect(await runPatternDelete(deps, [user])).toEqual([user]);
    expect(log).toEqual(['success: "Hero" deleted.', 'removed 12']);
  });

  it('names the failure of a bulk delete and keeps what went', async () => {
    const { deps, log } = fakeDeps({
      deleteItems: async () => ({
        deleted: [user],
        errors: [new ApiError('rest_cannot_delete', 'Sorry, you cannot delete this.', 403)],
      }),
    });
    expect(await runPatternDelete(deps, [user, madePart])).toEqual([user]);
    expect(log).toEqual([
      'error: An error occurred while deleting the patterns: Sorry, you cannot delete this.',
      'removed 12',
    ]);
  });

  it('clears one part with Undo as \'"{title}" reverted.\', several with a count', async () => {
    const one = fakeDeps();
    await runPatternReset(one.deps, [customisedPart]);
    expect(one.log).toEqual(['undo: "Header" reverted.']);
    const two = fakeDeps();
    await runPatternReset(two.deps, [customisedPart, customisedPart]);
    expect(two.log).toEqual(['success: 2 items reverted.']);
  });

  it('says the plural when clearing several failed', async () => {
    const { deps, log } = fakeDeps({
      revert: async () => {
        throw new ApiError('unknown_error', 'x', 500);
      },
    });
    await runPatternReset(deps, [customisedPart, customisedPart]);
    expect(log).toEqual(['error: An error occurred while reverting the template parts.']);
  });

  it('says why clearing failed', async () => {
    const { deps, log } = fakeDeps({
      revert: async () => {
        throw new ApiError('unknown_error', 'x', 500);
      },
    });
    expect(await runPatternReset(deps, [customisedPart])).toEqual([]);
    expect(log).toEqual(['error: An error occurred while reverting the template part.']);
  });
});
