import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../data/api-client';
import { createFakeRest } from '../../data/fake-rest';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { useSetPreferenceWithUndo } from '../../data/preferences/use-set-preference-with-undo';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { InPlaceNotices } from './InPlaceNotices';
import { type NoticeOptions, useNotices } from './NoticesProvider';
import { SNACKBAR_LIFETIME_MS } from './SnackbarList';
import { useUndoableNotice } from './use-undoable-notice';

function Announce({ message, options }: { message: string; options?: NoticeOptions }) {
  const { createNotice } = useNotices();
  useEffect(() => {
    createNotice(message, options);
  }, [createNotice, message, options]);
  return null;
}

function renderWith(children: ReactNode, client: ApiClient = createFakeRest({}).client) {
  return render(
    <EditorTestProviders bootstrap={testBootstrap()} client={client}>
      {children}
      <InPlaceNotices />
    </EditorTestProviders>,
  );
}

describe('notices', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('show snackbars in a polite live region that leave on their own', () => {
    vi.useFakeTimers();
    renderWith(<Announce message="Template renamed." options={{ status: 'success' }} />);
    const snackbar = screen.getByText('Template renamed.');
    expect(snackbar.closest('[aria-live="polite"]')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(SNACKBAR_LIFETIME_MS);
    });
    expect(screen.queryByText('Template renamed.')).toBeNull();
  });

  it('keep a snackbar that asks for a decision until the user acts', () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    const options: NoticeOptions = {
      status: 'error',
      explicitDismiss: true,
      actions: [{ label: 'Reload', onClick: onReload }],
    };
    renderWith(<Announce message="Changed elsewhere." options={options} />);
    act(() => {
      vi.advanceTimersByTime(SNACKBAR_LIFETIME_MS * 3);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Changed elsewhere.')).toBeNull();
  });

  it('show in-place notices where the user works, dismissible', () => {
    const options: NoticeOptions = { status: 'warning', type: 'default' };
    renderWith(<Announce message="Careful." options={options} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Careful.');
    expect(notice.closest('[aria-live="polite"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Careful.')).toBeNull();
  });
});

function DistractionFreeToggle() {
  const setWithUndo = useSetPreferenceWithUndo();
  const showUndoable = useUndoableNotice();
  const on = usePreference('core', 'distractionFree') === true;
  return (
    <button
      type="button"
      onClick={() => {
        setWithUndo('core', 'distractionFree', !on);
        if (!on) showUndoable('Distraction free mode activated.');
      }}
    >
      {on ? 'Distraction free is on' : 'Distraction free is off'}
    </button>
  );
}

describe('an undoable notice', () => {
  afterEach(cleanup);

  it('takes a preference change back through the editor history', async () => {
    const rest = createFakeRest({ 'POST /wp/v2/users/me': () => ({ body: {} }) });
    renderWith(<DistractionFreeToggle />, rest.client);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Distraction free is off' }));
    });
    expect(screen.getByText('Distraction free mode activated.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    expect(screen.getByRole('button', { name: 'Distraction free is off' })).toBeTruthy();
    const saved = rest.seen.map(
      (request) =>
        (request.body as { meta: { persisted_preferences: { core: object } } }).meta
          .persisted_preferences.core,
    );
    expect(saved).toEqual([{ distractionFree: true }, { distractionFree: false }]);
  });
});
