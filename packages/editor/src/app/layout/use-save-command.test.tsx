import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandCenterProvider } from '../../commands/CommandCenter';
import { SaveFlowProvider } from '../../components/save/SaveFlowProvider';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { useCommandContext } from './use-command-context';
import { useSaveCommand } from './use-save-command';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const TEMPLATE_PATH = '/wp/v2/templates/loom//home';
const home = { id: 'loom//home', slug: 'home', title: { raw: 'Home', rendered: 'Home' } };

function SaveShortcut() {
  useSaveCommand();
  return null;
}

function Commands() {
  return (
    <CommandCenterProvider context={useCommandContext()}>
      <SaveShortcut />
    </CommandCenterProvider>
  );
}

async function setUp() {
  const rest = createFakeRest({
    [`GET ${TEMPLATE_PATH}`]: () => ({ body: home, headers: { ETag: '"t-1"' } }),
    [`POST ${TEMPLATE_PATH}`]: ({ body }) => ({
      body: { ...home, ...(body as object) },
      headers: { ETag: '"t-2"' },
    }),
  });
  const store = createEntityStore({ client: rest.client });
  await store.resolveRecord(TEMPLATE);
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <SaveFlowProvider>
        <Commands />
      </SaveFlowProvider>
    </EditorTestProviders>,
  );
  const posts = () => rest.seen.filter((request) => request.method === 'POST');
  return { store, posts };
}

async function pressCtrlS(): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', {
    key: 's',
    code: 'KeyS',
    ctrlKey: true,
    cancelable: true,
  });
  await act(async () => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the Save command', () => {
  beforeEach(() => {
    window.history.replaceState(
      null,
      '',
      '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fhome&canvas=edit',
    );
  });
  afterEach(cleanup);

  it('saves on primary+s and keeps the browser from saving the page', async () => {
    const { store, posts } = await setUp();
    act(() => store.edit(TEMPLATE, { title: 'Landing' }));
    const event = await pressCtrlS();
    expect(event.defaultPrevented).toBe(true);
    expect(posts()).toHaveLength(1);
  });

  it('with nothing to save, takes the key and saves nothing', async () => {
    const { posts } = await setUp();
    const event = await pressCtrlS();
    expect(event.defaultPrevented).toBe(true);
    expect(posts()).toHaveLength(0);
  });
});
