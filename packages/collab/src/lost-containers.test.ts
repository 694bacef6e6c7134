import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fullCoreRegistry } from './core-registry';
import type { JsonValue } from './doc-layout';
import { keepLostContainers } from './lost-containers';
import { mergeRestWrite } from './merge-rest-write';
import { mergeFields, readFields } from './record-fields';
import { seedRecordDoc } from './seed-record-doc';

const REMOTE = 'remote-replica';

const color = (slug: string, value: string) => ({ slug, name: 'Color 1', color: value });

/** Settings holding a custom palette, beside other colour settings. */
const withCustom = (custom: JsonValue[], colorKeys: Record<string, JsonValue> = {}): JsonValue => ({
  color: { ...colorKeys, palette: { custom } },
});

/** Replicas of one global styles record whose `settings` start as `settings`, each keeping its losses. */
function replicas(count: number, settings: Record<string, JsonValue> = {}): Y.Doc[] {
  const first = new Y.Doc();
  seedRecordDoc(first, { fields: { settings }, blocks: [] }, 1, fullCoreRegistry());
  const docs = [first];
  for (let n = 1; n < count; n += 1) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first), REMOTE);
    docs.push(doc);
  }
  for (const doc of docs) keepLostContainers(doc);
  return docs;
}

/** Sends `to` what `from` holds that it lacks, as a server relaying updates would. */
function deliver(from: Y.Doc, to: Y.Doc): void {
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), REMOTE);
}

/** Delivers in the given order, then until every replica holds everything (the restorations too). */
function settle(docs: Y.Doc[], first: [Y.Doc, Y.Doc][] = []): void {
  for (const [from, to] of first) deliver(from, to);
  for (let round = 0; round < 4; round += 1) {
    for (const from of docs) for (const to of docs) if (from !== to) deliver(from, to);
  }
}

/** One person adds a first custom colour to a record whose settings were `base`. */
function addFirst(doc: Y.Doc, base: Record<string, JsonValue>, entry: JsonValue): void {
  const next = { ...base, color: { ...(base.color as object), palette: { custom: [entry] } } };
  mergeFields(doc.getMap('fields'), { settings: base }, { settings: next });
}

function customOf(doc: Y.Doc): JsonValue {
  const settings = readFields(doc.getMap('fields')).settings as {
    color?: { palette?: { custom?: JsonValue } };
  };
  return settings.color?.palette?.custom ?? null;
}

describe('the first entry of a preset list two people create at once', () => {
  for (const order of ['a-first', 'b-first'] as const) {
    it(`keeps both people's first colour when neither had a colour settings map (${order})`, () => {
      const [a, b] = replicas(2) as [Y.Doc, Y.Doc];
      addFirst(a, {}, color('custom-color-1', '#aa0000'));
      addFirst(b, {}, color('custom-color-1', '#0000bb'));
      settle([a, b], order === 'a-first' ? [[a, b]] : [[b, a]]);
      const values = (customOf(a) as { color: string }[]).map((entry) => entry.color).sort();
      expect(values).toEqual(['#0000bb', '#aa0000']);
      expect((customOf(a) as { slug: string }[]).map((entry) => entry.slug)).toEqual([
        'custom-color-1',
        'custom-color-1-2',
      ]);
      expect(customOf(b)).toEqual(customOf(a));
    });
  }

  it('keeps both when the colour settings existed but the list did not', () => {
    const base = { color: { text: true } };
    const [a, b] = replicas(2, base) as [Y.Doc, Y.Doc];
    addFirst(a, base, color('custom-color-1', '#000000'));
    addFirst(b, base, color('custom-color-1', '#000000'));
    settle([a, b], [[b, a]]);
    expect(customOf(a)).toEqual([
      color('custom-color-1', '#000000'),
      color('custom-color-1-2', '#000000'),
    ]);
    expect(customOf(b)).toEqual(customOf(a));
    expect(readFields(a.getMap('fields')).settings).toMatchObject({ color: { text: true } });
  });

  it('keeps the other keys each person set in the settings map they both created', () => {
    const [a, b] = replicas(2) as [Y.Doc, Y.Doc];
    mergeFields(a.getMap('fields'), { settings: {} }, { settings: withCustom([], { text: true }) });
    mergeFields(b.getMap('fields'), { settings: {} }, { settings: { color: { link: true } } });
    settle([a, b]);
    const settings = readFields(a.getMap('fields')).settings as { color: JsonValue };
    expect(settings.color).toMatchObject({ text: true, link: true });
    expect(readFields(b.getMap('fields'))).toEqual(readFields(a.getMap('fields')));
  });

  it('keeps three people’s first colours, whatever reaches whom first', () => {
    for (const order of [0, 1, 2]) {
      const docs = replicas(3);
      const [a, b, c] = docs as [Y.Doc, Y.Doc, Y.Doc];
      addFirst(a, {}, color('custom-color-1', '#aa0000'));
      addFirst(b, {}, color('custom-color-1', '#00bb00'));
      addFirst(c, {}, color('custom-color-1', '#0000cc'));
      const firsts: [Y.Doc, Y.Doc][][] = [
        [
          [a, b],
          [b, c],
        ],
        [
          [c, b],
          [b, a],
        ],
        [
          [b, a],
          [c, a],
          [a, c],
        ],
      ];
      settle(docs, firsts[order]);
      const values = (customOf(a) as { color: string }[]).map((entry) => entry.color).sort();
      expect(values).toEqual(['#0000cc', '#00bb00', '#aa0000']);
      expect(customOf(b)).toEqual(customOf(a));
      expect(customOf(c)).toEqual(customOf(a));
    }
  });

  it('keeps an entry added to a list whose container then lost', () => {
    const [a, b] = replicas(2) as [Y.Doc, Y.Doc];
    addFirst(a, {}, color('custom-color-1', '#aa0000'));
    const shown = { color: { palette: { custom: [color('custom-color-1', '#aa0000')] } } };
    mergeFields(
      a.getMap('fields'),
      { settings: shown },
      {
        settings: withCustom([
          color('custom-color-1', '#aa0000'),
          color('custom-color-2', '#ab0000'),
        ]),
      },
    );
    addFirst(b, {}, color('custom-color-1', '#0000bb'));
    settle([a, b]);
    const values = (customOf(b) as { color: string }[]).map((entry) => entry.color).sort();
    expect(values).toEqual(['#0000bb', '#aa0000', '#ab0000']);
    expect(customOf(a)).toEqual(customOf(b));
  });

  it('leaves removed what a person removed and created again after seeing it', () => {
    const [a, b] = replicas(2) as [Y.Doc, Y.Doc];
    addFirst(a, {}, color('custom-color-1', '#aa0000'));
    settle([a, b]);
    const settings = b.getMap('fields').get('settings') as Y.Map<unknown>;
    b.transact(() => {
      settings.delete('color');
      settings.set('color', new Y.Map());
    });
    settle([a, b]);
    expect(customOf(a)).toBeNull();
    expect(customOf(b)).toBeNull();
  });

  for (const order of ['rest-first', 'client-first'] as const) {
    it(`keeps a REST write's first colour and a person's made at once (${order})`, () => {
      const [server, client] = replicas(2) as [Y.Doc, Y.Doc];
      addFirst(client, {}, color('custom-color-1', '#0000bb'));
      mergeRestWrite(
        server,
        { fields: { settings: withCustom([color('imported', '#aa0000')]) } },
        'rest',
        fullCoreRegistry(),
      );
      settle([server, client], order === 'rest-first' ? [[server, client]] : [[client, server]]);
      const slugs = (customOf(server) as { slug: string }[]).map((entry) => entry.slug).sort();
      expect(slugs).toEqual(['custom-color-1', 'imported']);
      expect(customOf(client)).toEqual(customOf(server));
    });
  }
});
