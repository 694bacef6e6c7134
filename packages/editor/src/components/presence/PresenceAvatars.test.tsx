import { presenceColor } from '@atelier/collab/client';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { DocumentPresence } from './DocumentPresence';
import { PresenceAvatars } from './PresenceAvatars';

afterEach(cleanup);

const person = (id: number, name: string, avatar?: string) => ({
  id,
  name,
  color: presenceColor(id),
  ...(avatar === undefined ? {} : { avatar }),
});

/** Another browser in the same document: its awareness, relayed to ours as the server would. */
function remote(into: Awareness, user: { id: number; name: string }) {
  const awareness = new Awareness(new Y.Doc());
  const relay = () =>
    applyAwarenessUpdate(into, encodeAwarenessUpdate(awareness, [awareness.clientID]), 'server');
  return {
    join() {
      awareness.setLocalState({
        user: { ...user, color: presenceColor(user.id) },
        selection: null,
      });
      relay();
    },
    leave() {
      awareness.setLocalState(null);
      relay();
    },
  };
}

describe('PresenceAvatars', () => {
  it('names each avatar after its person, with initials on their colour or their image', () => {
    render(
      <PresenceAvatars
        peers={[person(3, 'Ada Person'), person(4, 'Ben Person', '/wp-content/avatars/ben.svg')]}
      />,
    );
    const group = screen.getByRole('list', { name: 'People editing this document' });
    const ada = within(group).getByRole('img', { name: 'Ada Person is editing' });
    expect(ada.textContent).toBe('AP');
    expect(ada.getAttribute('style')).toContain(presenceColor(3));
    const ben = within(group).getByRole('img', { name: 'Ben Person is editing' });
    expect(ben.getAttribute('src')).toBe('/wp-content/avatars/ben.svg');
  });

  it('shows three avatars then "+N", and everyone by name on focus or hover', () => {
    const people = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve'].map((name, index) =>
      person(index + 1, `${name} Person`),
    );
    render(<PresenceAvatars peers={people} />);
    expect(screen.getAllByRole('img', { name: / is editing$/ }).map((img) => img.title)).toEqual([
      'Ada Person is editing',
      'Ben Person is editing',
      'Cy Person is editing',
    ]);
    const more = screen.getByRole('button', { name: '2 more people are editing' });
    expect(more.textContent).toBe('+2');
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('tooltip');
    expect(within(list).getByText('Editing now')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['APAda Person', 'BPBen Person', 'CPCy Person', 'DPDee Person', 'EPEve Person']);
    fireEvent.keyDown(more, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    const avatars = screen.getByRole('list', { name: 'People editing this document' });
    fireEvent.mouseEnter(avatars);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(avatars);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing while nobody else is there', () => {
    render(<PresenceAvatars peers={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('DocumentPresence', () => {
  it('follows the awareness live: people appear, show once with two tabs, and go', () => {
    const mine = new Awareness(new Y.Doc());
    mine.setLocalState({ user: { id: 1, name: 'Me Myself' }, selection: null });
    render(<DocumentPresence awareness={mine} />);
    expect(screen.queryByRole('img')).toBeNull();

    const ada = remote(mine, { id: 3, name: 'Ada Person' });
    const adaSecondTab = remote(mine, { id: 3, name: 'Ada Person' });
    const ben = remote(mine, { id: 4, name: 'Ben Person' });
    act(() => ada.join());
    expect(screen.getByRole('img', { name: 'Ada Person is editing' })).toBeTruthy();
    act(() => {
      ben.join();
      adaSecondTab.join();
    });
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Ada Person is editing',
      'Ben Person is editing',
    ]);
    // Ada's first tab closes: she is still there, where her second tab joined.
    act(() => ada.leave());
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Ben Person is editing',
      'Ada Person is editing',
    ]);
    act(() => {
      adaSecondTab.leave();
      ben.leave();
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Me Myself is editing' })).toBeNull();
  });

  it('shows nobody without a connection', () => {
    render(<DocumentPresence awareness={null} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
