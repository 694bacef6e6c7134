import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordRef } from '../entities/store-state';
import { createCollabSessions, type RecordSession } from './collab-sessions';
import { createLinkedSession } from './testing/linked-connections';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '12' };
const SITE: RecordRef = { kind: 'root', name: 'site', id: '' };

function starter() {
  const linked = createLinkedSession({ docKey: 'page:12', markup: '', version: 'v1' });
  const started: string[] = [];
  const stopped: string[] = [];
  const start = async (_ref: RecordRef, kind: { docKey: string }): Promise<RecordSession> => {
    started.push(kind.docKey);
    return { connection: linked.connect(), stop: () => stopped.push(kind.docKey) };
  };
  return { start, started, stopped };
}

describe('createCollabSessions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one session per record, whoever asks, and closes it after the last release', async () => {
    const { start, started, stopped } = starter();
    const sessions = createCollabSessions(start, 2000);
    const releaseCanvas = sessions.acquire(PAGE);
    const releaseHeader = sessions.acquire({ ...PAGE });
    await vi.runAllTicks();
    await Promise.resolve();
    expect(started).toEqual(['page:12']);
    expect(sessions.connectionOf(PAGE)?.docKey).toBe('page:12');
    releaseCanvas();
    releaseHeader();
    vi.advanceTimersByTime(1999);
    expect(stopped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stopped).toEqual(['page:12']);
    expect(sessions.connectionOf(PAGE)).toBeNull();
  });

  it('keeps the session when the record is shown again before it closes', async () => {
    const { start, started, stopped } = starter();
    const sessions = createCollabSessions(start, 2000);
    sessions.acquire(PAGE)();
    vi.advanceTimersByTime(1000);
    const release = sessions.acquire(PAGE);
    vi.advanceTimersByTime(5000);
    await Promise.resolve();
    expect(started).toEqual(['page:12']);
    expect(stopped).toEqual([]);
    release();
  });

  it('keeps the session of a record with unsaved edits until they are saved', async () => {
    const { start, stopped } = starter();
    let unsaved = true;
    const sessions = createCollabSessions(start, 2000, () => unsaved);
    sessions.acquire(PAGE)();
    await Promise.resolve();
    await Promise.resolve();
    vi.advanceTimersByTime(10_000);
    expect(stopped).toEqual([]);
    expect(sessions.connectionOf(PAGE)?.docKey).toBe('page:12');
    unsaved = false;
    vi.advanceTimersByTime(2000);
    expect(stopped).toEqual(['page:12']);
    expect(sessions.connectionOf(PAGE)).toBeNull();
  });

  it('opens nothing for a record that is not shared', () => {
    const { start, started } = starter();
    const sessions = createCollabSessions(start);
    sessions.acquire(SITE)();
    expect(started).toEqual([]);
    expect(sessions.connectionOf(SITE)).toBeNull();
  });

  it('tells listeners when a connection opens', async () => {
    const { start } = starter();
    const sessions = createCollabSessions(start);
    const heard = vi.fn();
    sessions.subscribe(heard);
    sessions.acquire(PAGE);
    await Promise.resolve();
    await Promise.resolve();
    expect(heard).toHaveBeenCalled();
    sessions.closeAll();
    expect(sessions.connectionOf(PAGE)).toBeNull();
  });
});
