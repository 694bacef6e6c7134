import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { type GlobalStyles, useGlobalStyles } from './use-global-styles';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };

interface Seen {
  current: GlobalStyles | null;
}

/** Renders nothing; hands the hook's latest value to the test. */
function Probe({ seen }: { seen: Seen }) {
  seen.current = useGlobalStyles();
  return null;
}

function setUp(links: Record<string, unknown>) {
  const rest = createFakeRest({
    'GET /wp/v2/themes': () => ({ body: [{ stylesheet: 'loom', _links: links }] }),
    'GET /wp/v2/global-styles/themes/loom': () => ({
      body: { styles: { color: { text: '#111111' } }, settings: {} },
    }),
    'GET /wp/v2/global-styles/7': () => ({ body: { id: 7, styles: {}, settings: {} } }),
  });
  const store = createEntityStore({ client: rest.client });
  const seen: Seen = { current: null };
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <Probe seen={seen} />
    </EditorTestProviders>,
  );
  const styles = () => {
    if (seen.current === null) throw new Error('not rendered');
    return seen.current;
  };
  return { store, styles };
}

const LINKED = {
  'wp:user-global-styles': [{ href: 'http://localhost/wp-json/wp/v2/global-styles/7' }],
};

describe('useGlobalStyles', () => {
  afterEach(cleanup);

  it('makes each change its own undo step, and joins typing into one', async () => {
    const { store, styles } = setUp(LINKED);
    await waitFor(() => expect(styles().user?.id).toBe(7));
    expect(styles().merged.styles).toMatchObject({ color: { text: '#111111' } });
    act(() => styles().setStyle(['color', 'text'], 'var:preset|color|accent'));
    act(() => styles().setStyle(['color', 'text'], 'var:preset|color|contrast'));
    // A text field marks an undo boundary when it takes the focus, then its keystrokes join.
    act(() => store.markUndoBoundary());
    act(() => styles().setStyle(['typography', 'fontSize'], '1', true));
    act(() => styles().setStyle(['typography', 'fontSize'], '1.5rem', true));
    expect(styles().userStyles).toEqual({
      color: { text: 'var:preset|color|contrast' },
      typography: { fontSize: '1.5rem' },
    });
    act(() => store.undo());
    expect(styles().userStyles).toEqual({ color: { text: 'var:preset|color|contrast' } });
    act(() => store.undo());
    expect(styles().userStyles).toEqual({ color: { text: 'var:preset|color|accent' } });
    expect(styles().canReset).toBe(true);
    act(() => styles().reset());
    expect(getEditedRecord(store.getState(), USER)?.styles).toEqual({});
    expect(styles().canReset).toBe(false);
  });

  it('writes settings beside styles', async () => {
    const { styles } = setUp(LINKED);
    await waitFor(() => expect(styles().user?.id).toBe(7));
    act(() => styles().setSetting(['layout', 'contentSize'], '720px'));
    expect(styles().userSettings).toEqual({ layout: { contentSize: '720px' } });
    expect(styles().merged.settings).toMatchObject({ layout: { contentSize: '720px' } });
  });

  it('has no record, and changes nothing, when the theme links no user styles', async () => {
    const { store, styles } = setUp({});
    await waitFor(() =>
      expect(styles().merged.styles).toMatchObject({ color: { text: '#111111' } }),
    );
    expect(styles().ref).toBeNull();
    act(() => styles().setStyle(['color', 'text'], '#c00'));
    expect(store.getState().history.past).toHaveLength(0);
    expect(styles().canReset).toBe(false);
  });
});
