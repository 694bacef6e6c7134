import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTLINE_OFFSET } from './presence-drawing';
import type { PresenceGeometry } from './presence-geometry';
import { RemoteSelections } from './RemoteSelections';
import { relativeRange, richTextIn } from './relative-selection';
import { linkedPeers } from './testing/linked-peers';

const MARKUP = [
  '<!-- wp:paragraph -->\n<p>a <strong>b</strong> &amp; c</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:paragraph -->\n<p>elsewhere</p>\n<!-- /wp:paragraph -->',
].join('\n\n');
const CHAR = 8;

/** A layout where each character is 8 px wide, from x = 10, on one line at y = 100. */
const geometry: PresenceGeometry = {
  origin: () => ({ top: 0, left: 0, scale: 1 }),
  blockRect: () => ({ top: 100, left: 10, width: 300, height: 20 }),
  caretRect: (_region, offset) => ({ top: 100, left: 10 + offset * CHAR, width: 0, height: 20 }),
  rangeRects: (_region, start, end) => [
    {
      top: 100,
      left: 10 + Math.min(start, end) * CHAR,
      width: Math.abs(end - start) * CHAR,
      height: 20,
    },
  ],
};

function setUp(measuring: PresenceGeometry = geometry) {
  const peers = linkedPeers(MARKUP);
  const id = peers.ids[0] ?? '';
  const paragraph = document.createElement('p');
  paragraph.dataset.block = id;
  paragraph.dataset.richText = 'content';
  paragraph.innerHTML = 'a <strong>b</strong> &amp; c';
  document.body.append(paragraph);
  const text = () => {
    const found = richTextIn(peers.local.doc, id, 'content');
    if (found === null) throw new Error('no shared content');
    return found;
  };
  const placeRemoteCaret = (anchor: number, head = anchor) => {
    const remoteText = richTextIn(peers.remote.doc, id, 'content');
    if (remoteText === null) throw new Error('no shared content');
    peers.remote.awareness.setLocalState({
      user: { id: 2, name: 'Ana', color: '#b3261e' },
      selection: {
        docKey: 'page:1',
        clientId: id,
        attribute: 'content',
        ...relativeRange(remoteText, { anchor, head }),
      },
    });
  };
  render(
    <RemoteSelections
      frameDoc={document}
      source={peers.local}
      blockElements={(clientId) => (clientId === id ? [paragraph] : [])}
      blockLabel={() => 'Paragraph'}
      geometry={measuring}
    />,
  );
  return { peers, id, text, placeRemoteCaret };
}

function caret(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.atelier-remote-selections__caret');
}

describe('RemoteSelections', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('labels the block someone else selected with their name, and says so in words', async () => {
    const { placeRemoteCaret } = setUp();
    act(() => placeRemoteCaret(3));
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.getByText('Ana is editing Paragraph').tagName).toBe('LI');
    const label = screen.getByText('Ana');
    expect(label.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(label.style.backgroundColor).not.toBe('');
    const outline = document.querySelector<HTMLElement>('.atelier-remote-selections__outline');
    expect(outline?.style.top).toBe(`${100 - OUTLINE_OFFSET}px`);
  });

  it('moves their caret when text is inserted before it, here or by them', async () => {
    const { placeRemoteCaret, text } = setUp();
    act(() => placeRemoteCaret(3));
    await waitFor(() => expect(caret()?.style.left).toBe(`${10 + 3 * CHAR - 1}px`));
    act(() => text().insert(0, 'xy'));
    await waitFor(() => expect(caret()?.style.left).toBe(`${10 + 5 * CHAR - 1}px`));
  });

  it('measures their caret again when their block changes, not when another block does', async () => {
    let carets = 0;
    const counting: PresenceGeometry = {
      ...geometry,
      caretRect: (region, offset) => {
        carets += 1;
        return geometry.caretRect(region, offset);
      },
    };
    const { peers, placeRemoteCaret, text } = setUp(counting);
    act(() => placeRemoteCaret(3));
    await waitFor(() => expect(caret()?.style.left).toBe(`${10 + 3 * CHAR - 1}px`));
    const measured = carets;
    const other = richTextIn(peers.local.doc, peers.ids[1] ?? '', 'content');
    act(() => other?.insert(0, 'typed '));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(carets).toBe(measured);
    act(() => text().insert(0, 'xy'));
    await waitFor(() => expect(caret()?.style.left).toBe(`${10 + 5 * CHAR - 1}px`));
    expect(carets).toBeGreaterThan(measured);
  });

  it('highlights the text they selected', async () => {
    const { placeRemoteCaret } = setUp();
    act(() => placeRemoteCaret(4, 7));
    await waitFor(() =>
      expect(
        document.querySelector<HTMLElement>('.atelier-remote-selections__range')?.style.width,
      ).toBe(`${3 * CHAR}px`),
    );
    expect(caret()?.style.left).toBe(`${10 + 7 * CHAR - 1}px`);
  });

  it('takes a person away when they leave', async () => {
    const { peers, placeRemoteCaret } = setUp();
    act(() => placeRemoteCaret(0));
    expect(await screen.findByText('Ana')).toBeTruthy();
    act(() => peers.disconnect());
    await waitFor(() => expect(screen.queryByText('Ana')).toBeNull());
    expect(screen.queryByText('Ana is editing Paragraph')).toBeNull();
  });
});
