import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { JsonValue } from './doc-layout';
import { mergeFields, readFields, seedFields } from './record-fields';

type Entry = { slug: string; name: string; color: string };

const color = (slug: string, name: string, value: string): Entry => ({
  slug,
  name,
  color: value,
});

const PALETTE = [
  color('custom-color-1', 'Color 1', '#111111'),
  color('custom-color-2', 'Color 2', '#222222'),
  color('custom-color-3', 'Color 3', '#333333'),
];

const settingsWith = (palette: JsonValue): JsonValue => ({ color: { palette } });

/** Two replicas of a global styles record's fields, and a way to change each and sync them. */
function replicas(palette: JsonValue = PALETTE) {
  const a = new Y.Doc();
  seedFields(a.getMap('fields'), { settings: settingsWith(palette) });
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const paletteOf = (doc: Y.Doc) => {
    const settings = readFields(doc.getMap('fields')).settings as { color: { palette: Entry[] } };
    return settings.color.palette;
  };
  /** One person's change: from the palette their tab shows to the one they made. */
  const change = (doc: Y.Doc, edit: (palette: Entry[]) => JsonValue) => {
    const shown = paletteOf(doc);
    mergeFields(
      doc.getMap('fields'),
      { settings: settingsWith(shown) },
      { settings: settingsWith(edit(shown)) },
    );
  };
  const sync = () => {
    const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
    const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
    Y.applyUpdate(b, toB);
    Y.applyUpdate(a, toA);
  };
  return { a, b, paletteOf, change, sync };
}

describe('preset lists in a shared record', () => {
  it('reads back as it was seeded', () => {
    const { a, b, paletteOf } = replicas();
    expect(paletteOf(a)).toEqual(PALETTE);
    expect(paletteOf(b)).toEqual(PALETTE);
  });

  it('keeps a rename and an addition made at once by two people', () => {
    const { a, b, paletteOf, change, sync } = replicas();
    change(a, (list) => list.map((c) => (c.slug === 'custom-color-1' ? { ...c, name: 'Ink' } : c)));
    change(b, (list) => [...list, color('custom-color-4', 'Color 4', '#444444')]);
    sync();
    const expected = [
      { ...PALETTE[0], name: 'Ink' },
      PALETTE[1],
      PALETTE[2],
      color('custom-color-4', 'Color 4', '#444444'),
    ];
    expect(paletteOf(a)).toEqual(expected);
    expect(paletteOf(b)).toEqual(expected);
  });

  it('keeps a removal and a change of another entry made at once', () => {
    const { a, b, paletteOf, change, sync } = replicas();
    change(a, (list) => list.filter((c) => c.slug !== 'custom-color-2'));
    change(b, (list) =>
      list.map((c) => (c.slug === 'custom-color-3' ? { ...c, color: '#ff0000' } : c)),
    );
    sync();
    const expected = [PALETTE[0], { ...PALETTE[2], color: '#ff0000' }];
    expect(paletteOf(a)).toEqual(expected);
    expect(paletteOf(b)).toEqual(expected);
  });

  it('keeps both entries two people added under one slug, the later one renamed alike everywhere', () => {
    const { a, b, paletteOf, change, sync } = replicas();
    change(a, (list) => [...list, color('custom-color-4', 'Color 4', '#aa0000')]);
    change(b, (list) => [...list, color('custom-color-4', 'Color 4', '#00bb00')]);
    sync();
    const read = paletteOf(a);
    expect(paletteOf(b)).toEqual(read);
    expect(read.map((c) => c.slug)).toEqual([
      'custom-color-1',
      'custom-color-2',
      'custom-color-3',
      'custom-color-4',
      'custom-color-4-2',
    ]);
    expect(
      read
        .map((c) => c.color)
        .slice(3)
        .sort(),
    ).toEqual(['#00bb00', '#aa0000']);
  });

  it('edits the renamed entry as the tab shows it, and the rename settles in the document', () => {
    const { a, b, paletteOf, change, sync } = replicas();
    change(a, (list) => [...list, color('custom-color-4', 'Color 4', '#aa0000')]);
    change(b, (list) => [...list, color('custom-color-4', 'Color 4', '#00bb00')]);
    sync();
    change(a, (list) =>
      list.map((c) => (c.slug === 'custom-color-4-2' ? { ...c, name: 'Second' } : c)),
    );
    sync();
    expect(paletteOf(a).at(-1)).toMatchObject({ slug: 'custom-color-4-2', name: 'Second' });
    expect(paletteOf(b)).toEqual(paletteOf(a));
    expect(paletteOf(a)).toHaveLength(5);
  });

  it('removing every entry leaves what another person added meanwhile', () => {
    const { a, b, paletteOf, change, sync } = replicas();
    change(a, () => []);
    change(b, (list) => [...list, color('custom-color-4', 'Color 4', '#444444')]);
    sync();
    expect(paletteOf(a)).toEqual([color('custom-color-4', 'Color 4', '#444444')]);
    expect(paletteOf(b)).toEqual(paletteOf(a));
  });

  it('moves an entry, and an entry added after another lands after it', () => {
    const { a, b, paletteOf, change, sync } = replicas();
    change(a, (list) => [list[2], list[0], list[1]] as Entry[]);
    change(b, (list) => [list[0], color('new', 'New', '#999999'), list[1], list[2]] as Entry[]);
    sync();
    expect(paletteOf(a).map((c) => c.slug)).toEqual([
      'custom-color-3',
      'custom-color-1',
      'new',
      'custom-color-2',
    ]);
    expect(paletteOf(b)).toEqual(paletteOf(a));
  });

  it('an entry changed by one person and removed by another stays removed', () => {
    const { a, b, paletteOf, change, sync } = replicas();
    change(a, (list) => list.map((c) => (c.slug === 'custom-color-2' ? { ...c, name: 'X' } : c)));
    change(b, (list) => list.filter((c) => c.slug !== 'custom-color-2'));
    sync();
    expect(paletteOf(a).map((c) => c.slug)).toEqual(['custom-color-1', 'custom-color-3']);
    expect(paletteOf(b)).toEqual(paletteOf(a));
  });

  it('a list that was one value in an older document becomes entries at its next change', () => {
    const doc = new Y.Doc();
    const color = new Y.Map<unknown>();
    const settings = new Y.Map<unknown>();
    doc.getMap('fields').set('settings', settings);
    settings.set('color', color);
    color.set('palette', PALETTE);
    mergeFields(
      doc.getMap('fields'),
      { settings: settingsWith(PALETTE) },
      { settings: settingsWith([...PALETTE, { slug: 'x', name: 'X', color: '#000' }]) },
    );
    expect(color.get('palette')).toBeInstanceOf(Y.Array);
    expect(readFields(doc.getMap('fields')).settings).toEqual(
      settingsWith([...PALETTE, { slug: 'x', name: 'X', color: '#000' }]),
    );
  });
});
