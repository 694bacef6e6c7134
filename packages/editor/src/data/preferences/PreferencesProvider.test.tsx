import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticesProvider } from '../../components/notices/NoticesProvider';
import { ApiClientProvider } from '../ApiClientContext';
import { createFakeRest } from '../fake-rest';
import { localPreferencesKey, type PreferenceStorage } from './local-preferences';
import { memoryStorage } from './memory-storage';
import { PreferencesProvider, usePreference, useSetPreference } from './PreferencesProvider';
import type { PreferenceScopes } from './preference-values';

const SCOPE = 'core/edit-site';
const NAME = 'isTemplatePartMoveNoticeDismissed';

function NoticeState() {
  const dismissed = usePreference(SCOPE, NAME) === true;
  const set = useSetPreference();
  return (
    <button type="button" onClick={() => set(SCOPE, NAME, true)}>
      {dismissed ? 'dismissed' : 'shown'}
    </button>
  );
}

function renderProvider(options: {
  storage: PreferenceStorage;
  initial?: PreferenceScopes;
  initialModified?: string | null;
}) {
  const rest = createFakeRest({ 'POST /wp/v2/users/me': () => ({ body: {} }) });
  const view = render(
    <ApiClientProvider client={rest.client}>
      <NoticesProvider>
        <PreferencesProvider
          initial={options.initial ?? {}}
          initialModified={options.initialModified ?? null}
          userId={3}
          storage={options.storage}
          persistDelayMs={0}
        >
          <NoticeState />
        </PreferencesProvider>
      </NoticesProvider>
    </ApiClientProvider>,
  );
  return { rest, view };
}

function sentPreferences(rest: ReturnType<typeof createFakeRest>): unknown[] {
  return rest.seen.map(
    (request) =>
      (request.body as { meta: { persisted_preferences: PreferenceScopes } }).meta
        .persisted_preferences[SCOPE],
  );
}

describe('PreferencesProvider', () => {
  afterEach(cleanup);

  it('writes the browser copy at once on every change', async () => {
    const storage = memoryStorage();
    renderProvider({ storage });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'shown' }));
    });
    const copy = JSON.parse(storage.items.get(localPreferencesKey(3)) ?? '{}');
    expect(copy.scopes).toEqual({ [SCOPE]: { [NAME]: true } });
    expect(typeof copy.modified).toBe('string');
  });

  it('starts from a newer browser copy and sends it to the server', async () => {
    const storage = memoryStorage();
    storage.setItem(
      localPreferencesKey(3),
      JSON.stringify({ scopes: { [SCOPE]: { [NAME]: true } }, modified: '2026-11-24T10:00:01Z' }),
    );
    const { rest } = renderProvider({
      storage,
      initial: { [SCOPE]: { [NAME]: false } },
      initialModified: '2026-11-24T10:00:00Z',
    });
    expect(screen.getByRole('button').textContent).toBe('dismissed');
    await act(async () => undefined);
    expect(sentPreferences(rest)).toEqual([{ [NAME]: true }]);
  });

  it('keeps the server preferences when they are newer than the browser copy', async () => {
    const storage = memoryStorage();
    storage.setItem(
      localPreferencesKey(3),
      JSON.stringify({ scopes: { [SCOPE]: { [NAME]: true } }, modified: '2026-11-24T09:00:00Z' }),
    );
    const { rest } = renderProvider({
      storage,
      initial: { [SCOPE]: { [NAME]: false } },
      initialModified: '2026-11-24T10:00:00Z',
    });
    expect(screen.getByRole('button').textContent).toBe('shown');
    await act(async () => undefined);
    expect(rest.seen).toEqual([]);
  });

  it('takes a change made in another tab, so a later save from here keeps it', async () => {
    const storage = memoryStorage();
    renderProvider({ storage });
    storage.setItem(
      localPreferencesKey(3),
      JSON.stringify({ scopes: { [SCOPE]: { [NAME]: true } }, modified: '2026-11-24T10:00:00Z' }),
    );
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: localPreferencesKey(3) }));
    });
    expect(screen.getByRole('button').textContent).toBe('dismissed');
  });
});
