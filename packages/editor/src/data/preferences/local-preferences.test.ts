import { describe, expect, it } from 'vitest';
import {
  localPreferencesKey,
  type PreferenceStorage,
  readLocalPreferences,
  startingPreferences,
  writeLocalPreferences,
} from './local-preferences';
import { memoryStorage } from './memory-storage';

const DISMISSED = { 'core/edit-site': { isTemplatePartMoveNoticeDismissed: true } };

describe('the browser copy of preferences', () => {
  it('is written and read per user', () => {
    const storage = memoryStorage();
    writeLocalPreferences(storage, 1, { scopes: DISMISSED, modified: '2026-11-24T10:00:00.000Z' });
    expect(readLocalPreferences(storage, 1)).toEqual({
      scopes: DISMISSED,
      modified: '2026-11-24T10:00:00.000Z',
    });
    expect(readLocalPreferences(storage, 2)).toBeNull();
  });

  it('ignores what it cannot read, and storage that refuses', () => {
    const storage = memoryStorage();
    storage.items.set(localPreferencesKey(1), '{not json');
    expect(readLocalPreferences(storage, 1)).toBeNull();
    storage.items.set(localPreferencesKey(1), JSON.stringify({ scopes: [], modified: 'x' }));
    expect(readLocalPreferences(storage, 1)).toBeNull();
    storage.items.set(
      localPreferencesKey(1),
      JSON.stringify({ scopes: { core: 3, ok: { a: 1 } }, modified: '2026-11-24T10:00:00Z' }),
    );
    expect(readLocalPreferences(storage, 1)?.scopes).toEqual({ ok: { a: 1 } });
    const refusing: PreferenceStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readLocalPreferences(refusing, 1)).toBeNull();
    expect(() => writeLocalPreferences(refusing, 1, { scopes: {}, modified: '' })).not.toThrow();
    expect(readLocalPreferences(null, 1)).toBeNull();
  });
});

describe('startingPreferences', () => {
  const server = { core: { focusMode: true } };

  it('takes the browser copy when it is newer than the server (its save never arrived)', () => {
    expect(
      startingPreferences(server, '2026-11-24T09:00:00.000Z', {
        scopes: DISMISSED,
        modified: '2026-11-24T09:00:01.000Z',
      }),
    ).toEqual({ scopes: DISMISSED, unsaved: true });
    expect(
      startingPreferences({}, null, { scopes: DISMISSED, modified: '2026-11-24T09:00:01.000Z' }),
    ).toEqual({ scopes: DISMISSED, unsaved: true });
  });

  it('takes the server when it is as new or newer (saved from here or another browser)', () => {
    const local = { scopes: DISMISSED, modified: '2026-11-24T09:00:00.000Z' };
    expect(startingPreferences(server, '2026-11-24T09:00:00.000Z', local)).toEqual({
      scopes: server,
      unsaved: false,
    });
    expect(startingPreferences(server, '2026-11-24T12:00:00.000Z', local).scopes).toBe(server);
    expect(startingPreferences(server, null, null)).toEqual({ scopes: server, unsaved: false });
  });
});
