import { createCoreRegistry } from '@atelier/blocks';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { BlockEditorProvider } from './BlockEditorContext';
import { type BlockEditorStore, createBlockEditorStore } from './block-editor-store';
import { updateAttributes } from './update-attributes';

/** For the hooks' component tests: a template record in a fake REST API and a canvas store. */
export const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };
export const registry = createCoreRegistry();

/** Renders `children` inside a block editor over a template holding `content`. */
export async function renderWithTemplate(
  content: string,
  children: ReactNode,
): Promise<{ store: BlockEditorStore; entityStore: EntityStore }> {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//custom': () => ({
      body: { id: 'loom//custom', slug: 'custom', content: { raw: content } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({ entityStore, registry, rootRef: TEMPLATE });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={store}>{children}</BlockEditorProvider>
    </EditorTestProviders>,
  );
  return { store, entityStore };
}

/** One keystroke as the canvas writes it: the block's rich text, joined into one undo step. */
export function typeInto(store: BlockEditorStore, clientId: string, content: string): void {
  act(() => {
    store.run(updateAttributes, { clientId, attributes: { content } }, TEMPLATE, {
      coalesce: true,
    });
  });
}
