import { describe, expect, it } from 'vitest';
import { readPreloadEntry } from '../api-client';
import {
  ANSWERED_AT_HEADER,
  mergePresence,
  PRESENCE_ELEMENT_ID,
  pageAnsweredAt,
  readPreloadedPresence,
  takeFirstPresence,
} from './preloaded-presence';

const PAGES = '/atelier/v1/collab-presence?kind=page';
const PARTS = '/atelier/v1/collab-presence?kind=wp_template_part';
const ada = { id: 3, name: 'Ada Person', avatar: '/avatars/ada.svg' };
const me = { id: 1, name: 'admin', avatar: '' };

function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('editor');
  doc.body.innerHTML = html;
  return doc;
}

const element = (json: string) =>
  `<script type="application/json" id="${PRESENCE_ELEMENT_ID}">${json}</script>`;

/** The client's preloaded answers, each handed out once (as the REST client reads them). */
function sourceOf(preload: Record<string, unknown>) {
  const left = new Map(Object.entries(preload));
  return {
    takePreloaded(path: string) {
      const found = left.has(path);
      const entry = left.get(path);
      left.delete(path);
      return { found, ...readPreloadEntry(entry) };
    },
  };
}

const INTERVAL = 10_000;
/** An answer as the page brings it: with the time it arrived. */
const brought = (body: unknown, at: number) => ({
  body,
  headers: { [ANSWERED_AT_HEADER]: String(at) },
});

describe('readPreloadedPresence', () => {
  it("reads the page's presence answers by their REST path", () => {
    const answer = [{ docKey: 'page:12', users: [ada] }];
    const doc = pageWith(element(JSON.stringify({ [PAGES]: answer })));
    expect(readPreloadedPresence(doc, 1234)).toEqual({ [PAGES]: brought(answer, 1234) });
  });

  it('reads nothing from a page without the element, broken JSON or other paths', () => {
    expect(readPreloadedPresence(pageWith('<div></div>'))).toEqual({});
    expect(readPreloadedPresence(pageWith(element('{oops')))).toEqual({});
    expect(readPreloadedPresence(pageWith(element('[1, 2]')))).toEqual({});
    const other = { '/wp/v2/settings?context=edit': [], [PAGES]: 'not a list' };
    expect(readPreloadedPresence(pageWith(element(JSON.stringify(other))))).toEqual({});
  });
});

describe('takeFirstPresence', () => {
  it('takes the answer of every kind, leaving the current user out', () => {
    const source = sourceOf({ [PAGES]: [{ docKey: 'page:12', users: [me, ada] }] });
    const first = takeFirstPresence(source, ['page'], me.id, 500, INTERVAL);
    expect(first).toEqual({
      kindsKey: 'page',
      answers: new Map([['page', new Map([['page:12', [ada]]])]]),
      answeredAt: 500,
    });
    // Each answer is used once.
    expect(takeFirstPresence(source, ['page'], me.id, 600, INTERVAL)).toBeNull();
  });

  it('takes an empty answer as nobody there', () => {
    const first = takeFirstPresence(
      sourceOf({ [PARTS]: [] }),
      ['wp_template_part'],
      1,
      0,
      INTERVAL,
    );
    expect(first?.answers).toEqual(new Map([['wp_template_part', new Map()]]));
  });

  it('is null when a kind has no answer in the page (the list then asks at once)', () => {
    expect(takeFirstPresence(sourceOf({}), ['page'], 1, 0, INTERVAL)).toBeNull();
    const pagesOnly = sourceOf({ [PAGES]: [] });
    expect(takeFirstPresence(pagesOnly, ['page', 'wp_block'], 1, 0, INTERVAL)).toBeNull();
    expect(takeFirstPresence(sourceOf({ [PAGES]: [] }), [], 1, 0, INTERVAL)).toBeNull();
  });

  it('dates the answers from when the page brought them, the oldest of several kinds', () => {
    const source = sourceOf({ [PAGES]: brought([], 1_000), [PARTS]: brought([], 4_000) });
    const first = takeFirstPresence(source, ['page', 'wp_template_part'], 1, 9_000, INTERVAL);
    expect(first?.answeredAt).toBe(1_000);
  });

  it('is null for answers one interval old or older (a late mount, a restored tab)', () => {
    const source = sourceOf({ [PAGES]: brought([{ docKey: 'page:12', users: [ada] }], 1_000) });
    expect(takeFirstPresence(source, ['page'], me.id, 1_000 + INTERVAL, INTERVAL)).toBeNull();
    // Used up all the same: the list asks the server.
    expect(source.takePreloaded(PAGES).found).toBe(false);
  });
});

describe('pageAnsweredAt', () => {
  it("is when the page's response began to arrive", () => {
    const perf = {
      timeOrigin: 1_000_000,
      getEntriesByType: () => [{ responseStart: 250 }] as unknown as PerformanceEntryList,
    };
    expect(pageAnsweredAt(perf, 2_000_000)).toBe(1_000_250);
  });

  it('is now without navigation timing', () => {
    const perf = { timeOrigin: 1_000_000, getEntriesByType: () => [] };
    expect(pageAnsweredAt(perf, 2_000_000)).toBe(2_000_000);
    expect(pageAnsweredAt(undefined, 2_000_000)).toBe(2_000_000);
  });
});

describe('mergePresence', () => {
  it('puts the answers of several kinds in one map', () => {
    const merged = mergePresence([new Map([['page:12', [ada]]]), new Map([['wp_block:4', [me]]])]);
    expect([...merged.keys()]).toEqual(['page:12', 'wp_block:4']);
  });
});
