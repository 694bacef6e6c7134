import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { pageLoadedAgo } from '../../testing/page-loaded-ago';
import { RecordPresenceProvider, RecordPresenceStack } from './RecordPresence';

afterEach(cleanup);

const user = (id: number, name: string, avatar = '') => ({ id, name, avatar });

/** A list of three pages, each row with its title and the stack of who has it open. */
function PageRows({ pollMs }: { pollMs?: number }) {
  return (
    <RecordPresenceProvider kinds={['page']} {...(pollMs === undefined ? {} : { pollMs })}>
      <table>
        <tbody>
          {[
            [12, 'About'],
            [13, 'Contact'],
            [14, 'Blog'],
          ].map(([id, title]) => (
            <tr key={id}>
              <td>
                {title}
                <RecordPresenceStack kind="page" id={Number(id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </RecordPresenceProvider>
  );
}

function renderRows(
  answers: unknown[],
  {
    collab = true,
    pollMs,
    preload = {},
  }: { collab?: boolean; pollMs?: number; preload?: Record<string, unknown> } = {},
) {
  let call = 0;
  const rest = createFakeRest(
    {
      'GET /atelier/v1/collab-presence': () => {
        const answer = answers[Math.min(call, answers.length - 1)];
        call += 1;
        if (answer instanceof ApiError) throw answer;
        return { body: answer };
      },
    },
    preload,
  );
  render(
    <EditorTestProviders bootstrap={testBootstrap({ collab })} client={rest.client}>
      <PageRows {...(pollMs === undefined ? {} : { pollMs })} />
    </EditorTestProviders>,
  );
  return rest;
}

const row = (title: string) => screen.getByRole('row', { name: new RegExp(`^${title}`) });

describe('record presence in list rows', () => {
  it('shows who else has a record open, three avatars then +N, and leaves the current user out', async () => {
    const rest = renderRows([
      [
        { docKey: 'page:12', users: [user(1, 'admin'), user(3, 'Ada Person', '/avatars/ada.svg')] },
        {
          docKey: 'page:13',
          users: [2, 3, 4, 5, 6].map((id) => user(id, `Person ${id}`)),
        },
        { docKey: 'page:14', users: [user(1, 'admin')] },
      ],
    ]);
    const ada = await within(row('About')).findByRole('img', { name: 'Ada Person is editing' });
    expect(ada.getAttribute('src')).toBe('/avatars/ada.svg');
    expect(within(row('About')).queryByRole('img', { name: 'admin is editing' })).toBeNull();
    expect(
      within(row('Contact'))
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual([
      'Person 2 is editing',
      'Person 3 is editing',
      'Person 4 is editing',
      '2 more people are editing',
    ]);
    expect(within(row('Blog')).queryByRole('img')).toBeNull();
    expect(rest.seen.map((seen) => seen.path)).toEqual(['/atelier/v1/collab-presence?kind=page']);
  });

  it('asks again while the list is shown: people appear and go', async () => {
    renderRows(
      [
        [{ docKey: 'page:12', users: [user(3, 'Ada Person')] }],
        [{ docKey: 'page:14', users: [user(4, 'Ben Person')] }],
        [],
      ],
      { pollMs: 20 },
    );
    await within(row('About')).findByRole('img', { name: 'Ada Person is editing' });
    await within(row('Blog')).findByRole('img', { name: 'Ben Person is editing' });
    expect(within(row('About')).queryByRole('img')).toBeNull();
    await waitFor(() => expect(within(row('Blog')).queryByRole('img')).toBeNull());
  });

  it('stops asking when the server refuses (no rights to edit the kind)', async () => {
    const rest = renderRows(
      [new ApiError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403)],
      { pollMs: 10 },
    );
    await waitFor(() => expect(rest.seen.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(rest.seen.length).toBe(1);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the page's answer on the first render and asks nothing until the first poll is due", async () => {
    const rest = renderRows([[{ docKey: 'page:14', users: [user(4, 'Ben Person')] }]], {
      pollMs: 10_000,
      preload: {
        '/atelier/v1/collab-presence?kind=page': [
          { docKey: 'page:12', users: [user(1, 'admin'), user(3, 'Ada Person')] },
        ],
      },
    });
    // No waiting: the rows' first render has the avatars.
    expect(within(row('About')).getByRole('img', { name: 'Ada Person is editing' })).toBeTruthy();
    expect(within(row('About')).queryByRole('img', { name: 'admin is editing' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rest.seen).toEqual([]);
    // The tab shown again asks at once, as a poll that is due would.
    document.dispatchEvent(new Event('visibilitychange'));
    await within(row('Blog')).findByRole('img', { name: 'Ben Person is editing' });
    expect(within(row('About')).queryByRole('img')).toBeNull();
    expect(rest.seen.map((seen) => seen.path)).toEqual(['/atelier/v1/collab-presence?kind=page']);
  });

  it("asks at once, showing nothing of it, when the page's answer is one interval old already", async () => {
    // A list mounted late, or a tab back from the back-forward cache.
    const restore = pageLoadedAgo(10_000);
    const rest = renderRows([[{ docKey: 'page:14', users: [user(4, 'Ben Person')] }]], {
      pollMs: 10_000,
      preload: {
        '/atelier/v1/collab-presence?kind=page': [
          { docKey: 'page:12', users: [user(3, 'Ada Person')] },
        ],
      },
    });
    restore();
    expect(within(row('About')).queryByRole('img')).toBeNull();
    await within(row('Blog')).findByRole('img', { name: 'Ben Person is editing' });
    expect(rest.seen.map((seen) => seen.path)).toEqual(['/atelier/v1/collab-presence?kind=page']);
    expect(within(row('About')).queryByRole('img')).toBeNull();
  });

  it('asks when the first poll is due, one interval after the page was read', async () => {
    const rest = renderRows([[]], {
      pollMs: 150,
      preload: { '/atelier/v1/collab-presence?kind=page': [] },
    });
    await waitFor(() => expect(rest.seen.length).toBe(1));
  });

  it("uses the page's answer once: a list shown again later asks the server", async () => {
    const preload = {
      '/atelier/v1/collab-presence?kind=page': [
        { docKey: 'page:12', users: [user(3, 'Ada Person')] },
      ],
    };
    const rest = createFakeRest(
      { 'GET /atelier/v1/collab-presence': () => ({ body: [] }) },
      preload,
    );
    const shown = (
      <EditorTestProviders bootstrap={testBootstrap({ collab: true })} client={rest.client}>
        <PageRows pollMs={10_000} />
      </EditorTestProviders>
    );
    const first = render(shown);
    expect(within(row('About')).getByRole('img', { name: 'Ada Person is editing' })).toBeTruthy();
    first.unmount();
    render(shown);
    await waitFor(() => expect(rest.seen.length).toBe(1));
    expect(within(row('About')).queryByRole('img')).toBeNull();
  });

  it('asks nothing while co-editing is off', async () => {
    const rest = renderRows([[{ docKey: 'page:12', users: [user(3, 'Ada Person')] }]], {
      collab: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rest.seen).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
