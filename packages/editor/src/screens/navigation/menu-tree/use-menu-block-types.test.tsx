import {
  type BlockType,
  type BlockTypeGroup,
  createCoreRegistry,
  createLoadingRegistry,
} from '@atelier/blocks';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../../data/entities/entity-store';
import type { RecordRef } from '../../../data/entities/store-state';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { useMenuBlockTypes } from './use-menu-block-types';

const MENU: RecordRef = { kind: 'postType', name: 'wp_navigation', id: '4' };

const core = createCoreRegistry();
const coreType = (name: string): BlockType[] => {
  const type = core.get(name);
  return type === undefined ? [] : [type];
};

/** Two groups whose chunks arrive when the test says; `asked` lists the groups fetched. */
function twoGroups() {
  const asked: string[] = [];
  const arrive: Record<string, () => void> = {};
  const group = (id: string, names: string[]): BlockTypeGroup => ({
    names,
    load: () => {
      asked.push(id);
      return new Promise((resolve) => {
        arrive[id] = () => resolve(names.flatMap(coreType));
      });
    },
  });
  const registry = createLoadingRegistry([
    group('menu items', ['core/navigation-link', 'core/page-list']),
    group('media', ['core/image']),
  ]);
  return { registry, asked, arrive };
}

function Probe({ registry }: { registry: ReturnType<typeof twoGroups>['registry'] }) {
  return <p>{useMenuBlockTypes(registry, MENU) ? 'types in' : 'waiting for types'}</p>;
}

async function renderWith(content: string, registry: ReturnType<typeof twoGroups>['registry']) {
  const rest = createFakeRest({
    'GET /wp/v2/navigation/4': () => ({
      body: { id: 4, status: 'publish', title: { raw: 'Main' }, content: { raw: content } },
    }),
  });
  const store = createEntityStore({ client: rest.client });
  await store.resolveRecord(MENU);
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <Probe registry={registry} />
    </EditorTestProviders>,
  );
}

describe('useMenuBlockTypes', () => {
  afterEach(cleanup);

  it("waits for the chunk of the menu's types alone, then answers that they are in", async () => {
    const { registry, asked, arrive } = twoGroups();
    await renderWith(
      '<!-- wp:navigation-link {"label":"Home","url":"/"} /--><!-- wp:page-list /-->',
      registry,
    );
    expect(screen.getByText('waiting for types')).toBeTruthy();
    expect(asked).toEqual(['menu items']);
    act(() => arrive['menu items']?.());
    expect(await screen.findByText('types in')).toBeTruthy();
    expect(asked).toEqual(['menu items']);
    expect(registry.isPending('core/image')).toBe(true);
  });

  it('answers at once for a menu of names no chunk holds (they show as they are)', async () => {
    const { registry, asked } = twoGroups();
    await renderWith('<!-- wp:my/custom-item /-->', registry);
    expect(screen.getByText('types in')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
