import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../data/entities/entity-store';
import { getEditedRecord, getRecord } from '../data/entities/selectors';
import { createFakeRest } from '../data/fake-rest';
import { fontsOnlySettings, hasUnsavedFontEdits, saveFontFamilies } from './save-font-families';

const REF = { kind: 'root', name: 'globalStyles', id: '7' };
const LORA = { name: 'Lora', slug: 'lora', fontFamily: 'Lora' };
const SAVED = {
  id: 7,
  styles: { color: { text: '#111111' } },
  settings: { color: { palette: { custom: [] } } },
};

describe('saving the fonts only', () => {
  it('puts the edited fonts into the saved settings', () => {
    const edited = {
      color: { palette: { custom: [{ slug: 'x' }] } },
      typography: { fontFamilies: { custom: [LORA] } },
    };
    expect(fontsOnlySettings(SAVED.settings, edited)).toEqual({
      color: { palette: { custom: [] } },
      typography: { fontFamilies: { custom: [LORA] } },
    });
  });

  it('tells whether the fonts have unsaved edits', () => {
    const withFonts = { settings: { typography: { fontFamilies: { custom: [LORA] } } } };
    expect(hasUnsavedFontEdits(SAVED, withFonts)).toBe(true);
    expect(hasUnsavedFontEdits(withFonts, { ...withFonts, styles: { x: 1 } })).toBe(false);
  });

  it('sends only the fonts edit and keeps the other edits for the Save button', async () => {
    const rest = createFakeRest({
      'GET /wp/v2/global-styles/7': () => ({ body: SAVED }),
      'POST /wp/v2/global-styles/7': (request) => ({
        body: { ...SAVED, ...(request.body as Record<string, unknown>) },
      }),
    });
    const store = createEntityStore({ client: rest.client });
    await store.resolveRecord(REF);
    store.edit(REF, { styles: { color: { text: '#ff0000' } } });
    store.edit(REF, {
      settings: {
        color: { palette: { custom: [{ slug: 'x', color: '#000' }] } },
        typography: { fontFamilies: { custom: [LORA] } },
      },
    });
    const result = await saveFontFamilies(store, REF);
    expect(result.ok).toBe(true);
    const sent = rest.seen.find((request) => request.method === 'POST')?.body;
    expect(sent).toEqual({
      settings: {
        color: { palette: { custom: [] } },
        typography: { fontFamilies: { custom: [LORA] } },
      },
    });
    const edited = getEditedRecord(store.getState(), REF);
    expect(edited?.styles).toEqual({ color: { text: '#ff0000' } });
    expect(edited?.settings).toEqual({
      color: { palette: { custom: [{ slug: 'x', color: '#000' }] } },
      typography: { fontFamilies: { custom: [LORA] } },
    });
    const saved = getRecord(store.getState(), REF);
    expect(saved?.styles).toEqual(SAVED.styles);
    expect(hasUnsavedFontEdits(saved, edited)).toBe(false);
  });

  it('gives the edits back when the save fails', async () => {
    const rest = createFakeRest({
      'GET /wp/v2/global-styles/7': () => ({ body: SAVED }),
      'POST /wp/v2/global-styles/7': () => {
        throw new Error('The server is away.');
      },
    });
    const store = createEntityStore({ client: rest.client });
    await store.resolveRecord(REF);
    const settings = { typography: { fontFamilies: { custom: [LORA] } } };
    store.edit(REF, { settings, styles: { color: { text: '#ff0000' } } });
    const result = await saveFontFamilies(store, REF);
    expect(result.ok).toBe(false);
    const edited = getEditedRecord(store.getState(), REF);
    expect(edited?.settings).toEqual(settings);
    expect(edited?.styles).toEqual({ color: { text: '#ff0000' } });
  });
});
