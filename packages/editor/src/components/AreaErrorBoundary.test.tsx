import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDirtyRecords, useEntityProp } from '../data/entities/entity-hooks';
import { createEntityStore } from '../data/entities/entity-store';
import type { RecordRef } from '../data/entities/store-state';
import { createFakeRest } from '../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../testing/EditorTestProviders';
import { AreaErrorBoundary } from './AreaErrorBoundary';

function Broken(): never {
  throw new Error('broken screen');
}

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };

/** A screen that throws while its `crash` flag is on, and otherwise shows the page's title. */
function TitleScreen({ crash }: { crash: { on: boolean } }) {
  const [title] = useEntityProp('postType', 'page', 'title', '7');
  if (crash.on) throw new Error('title screen broke');
  return <p>Title: {String(title)}</p>;
}

function DirtyCount() {
  return <p>Unsaved: {useDirtyRecords().dirtyRecords.length}</p>;
}

describe('AreaErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('replaces a failing area with the crash message and Copy Error, and recovers on another route', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <AreaErrorBoundary resetKey="templates">
        <Broken />
      </AreaErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(
      'The editor has encountered an unexpected error.',
    );
    expect(screen.getByRole('button', { name: 'Copy Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reload' })).toBeTruthy();

    rerender(
      <AreaErrorBoundary resetKey="design">
        <p>Design</p>
      </AreaErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Design')).toBeTruthy();
  });

  it('keeps unsaved edits through a crash: Attempt Recovery shows them again, still unsaved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rest = createFakeRest({
      'GET /wp/v2/pages/7': () => ({ body: { id: 7, type: 'page', title: { raw: 'About' } } }),
    });
    const store = createEntityStore({ client: rest.client });
    await store.resolveRecord(PAGE);
    store.edit(PAGE, { title: 'About us' });
    const crash = { on: true };
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
        <DirtyCount />
        <AreaErrorBoundary resetKey="page">
          <TitleScreen crash={crash} />
        </AreaErrorBoundary>
      </EditorTestProviders>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The editor has encountered an unexpected error.',
    );
    // The rest of the editor still knows about the edit (the Save button reads this).
    expect(screen.getByText('Unsaved: 1')).toBeTruthy();

    crash.on = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Attempt Recovery' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Title: About us')).toBeTruthy();
    expect(screen.getByText('Unsaved: 1')).toBeTruthy();
  });
});
