import { describe, expect, it } from 'vitest';
import {
  mergePresence,
  PRESENCE_ELEMENT_ID,
  pageArrivedAt,
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

/** The client's preloaded answers, each handed out once. */
function sourceOf(preload: Record<string, unknown>) {
  const left = new Map(Object.entries(preload));
  return {
    takePreloaded(path: string) {
      const found = left.has(path);
      const body = left.get(path);
      left.delete(path);
      return { found, body };
    },
  };
}

const INTERVAL = 10_000;

describe('readPreloadedPresence', () => {
  it("reads the page's presence answers by their REST path", () => {
    const answer = [{ docKey: 'page:12', users: [ada] }];
    const doc = pageWith(element(JSON.stringify({ [PAGES]: answer })));
    expect(readPreloadedPresence(doc)).toEqual({ [PAGES]: answer });
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
    const first = takeFirstPresence(source, ['page'], me.id, 500, INTERVAL, 400);
    expect(first).toEqual({
      kindsKey: 'page',
      answers: new Map([['page', new Map([['page:12', [ada]]])]]),
      answeredAt: 400,
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

  it('is null when the page brought its answers one interval ago or more (a late mount)', () => {
    const source = sourceOf({ [PAGES]: [{ docKey: 'page:12', users: [ada] }] });
    expect(
      takeFirstPresence(source, ['page'], me.id, 1_000 + INTERVAL, INTERVAL, 1_000),
    ).toBeNull();
    // Used up all the same: the list asks the server.
    expect(source.takePreloaded(PAGES).found).toBe(false);
  });
});

describe('pageArrivedAt', () => {
  it("is when the page's response began to arrive", () => {
    const perf = {
      timeOrigin: 1_000_000,
      getEntriesByType: () => [{ responseStart: 250 }] as unknown as PerformanceEntryList,
    };
    expect(pageArrivedAt(2_000_000, perf)).toBe(1_000_250);
  });

  it('is now without navigation timing', () => {
    const perf = { timeOrigin: 1_000_000, getEntriesByType: () => [] };
    expect(pageArrivedAt(2_000_000, perf)).toBe(2_000_000);
  });
});

describe('mergePresence', () => {
  it('puts the answers of several kinds in one map', () => {
    const merged = mergePresence([new Map([['page:12', [ada]]]), new Map([['wp_block:4', [me]]])]);
    expect([...merged.keys()]).toEqual(['page:12', 'wp_block:4']);
  });
});
