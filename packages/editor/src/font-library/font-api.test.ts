import { describe, expect, it } from 'vitest';
import { ApiError } from '../data/api-client';
import { createFakeRest } from '../data/fake-rest';
import {
  downloadFaceFiles,
  FontDownloadError,
  fetchFontCollection,
  fetchFontCollections,
  fontInstallApi,
} from './font-api';

const LORA_RECORD = {
  id: 12,
  font_family_settings: { name: 'Lora', slug: 'lora', fontFamily: 'Lora, serif' },
  _embedded: {
    font_faces: [
      {
        id: 31,
        parent: 12,
        font_face_settings: {
          fontFamily: 'Lora',
          fontWeight: '400',
          fontStyle: 'normal',
          src: '/wp-content/fonts/lora.woff2',
        },
      },
    ],
  },
};

describe('the font calls (spec 3 §7)', () => {
  it('looks a family up by slug with its faces embedded', async () => {
    const rest = createFakeRest({ 'GET /wp/v2/font-families': () => ({ body: [LORA_RECORD] }) });
    const family = await fontInstallApi(rest.client).findFamily('lora');
    expect(rest.seen[0]?.path).toBe('/wp/v2/font-families?slug=lora&_embed=true');
    expect(family).toMatchObject({ id: 12, slug: 'lora', source: 'custom' });
    expect(family?.fontFace).toEqual([
      {
        fontFamily: 'Lora',
        fontWeight: '400',
        fontStyle: 'normal',
        src: '/wp-content/fonts/lora.woff2',
        id: 31,
      },
    ]);
    const none = createFakeRest({ 'GET /wp/v2/font-families': () => ({ body: [] }) });
    expect(await fontInstallApi(none.client).findFamily('lora')).toBeNull();
  });

  it('creates a family and a face with multipart bodies', async () => {
    const rest = createFakeRest({
      'POST /wp/v2/font-families': () => ({ body: { ...LORA_RECORD, _embedded: undefined } }),
      'POST /wp/v2/font-families/12/font-faces': () => ({
        body: {
          id: 40,
          parent: 12,
          font_face_settings: { fontWeight: '700', fontStyle: 'normal', src: '/f/b.woff2' },
        },
      }),
    });
    const api = fontInstallApi(rest.client);
    const family = await api.createFamily({
      name: 'Lora',
      slug: 'lora',
      fontFamily: 'Lora, serif',
    });
    expect(family.fontFace).toEqual([]);
    expect(rest.seen[0]?.body).toBeInstanceOf(FormData);
    const upload = await api.createFace(12, {
      fontFamily: 'Lora',
      fontWeight: '700',
      file: new File(['x'], 'b.woff2'),
    });
    expect(upload).toEqual({
      ok: true,
      face: {
        fontFamily: 'Lora',
        fontWeight: '700',
        fontStyle: 'normal',
        src: '/f/b.woff2',
        id: 40,
      },
    });
    const sent = rest.seen[1]?.body as FormData;
    expect(sent.get('file-0-0')).toBeInstanceOf(File);
  });

  it("gives a face's failure as the rejection's message, or the answer's prefixed 'Error: '", async () => {
    const rest = createFakeRest({
      'POST /wp/v2/font-families/1/font-faces': () => {
        throw new ApiError(
          'rest_font_upload_invalid',
          'Sorry, you are not allowed to upload this file type.',
          400,
        );
      },
      'POST /wp/v2/font-families/2/font-faces': () => ({ body: { message: 'No file given.' } }),
    });
    const api = fontInstallApi(rest.client);
    expect(await api.createFace(1, { fontFamily: 'Lora' })).toEqual({
      ok: false,
      message: 'Sorry, you are not allowed to upload this file type.',
    });
    expect(await api.createFace(2, { fontFamily: 'Lora' })).toEqual({
      ok: false,
      message: 'Error: No file given.',
    });
  });

  it('deletes a family for good', async () => {
    const rest = createFakeRest({
      'DELETE /wp/v2/font-families/12': () => ({ body: { deleted: true, previous: LORA_RECORD } }),
    });
    expect(await fontInstallApi(rest.client).deleteFamily(12)).toBe(true);
    expect(rest.seen[0]?.path).toBe('/wp/v2/font-families/12?force=true');
  });

  it('reads the collections list, then one collection with empty lists filled in', async () => {
    const rest = createFakeRest({
      'GET /wp/v2/font-collections': () => ({
        body: [{ slug: 'atelier-offline', name: 'Atelier Fonts', description: 'Shipped.' }],
      }),
      'GET /wp/v2/font-collections/atelier-offline': () => ({
        body: {
          slug: 'atelier-offline',
          name: 'Atelier Fonts',
          font_families: [
            { font_family_settings: { name: 'Lora', slug: 'lora', fontFamily: 'Lora' } },
            { font_family_settings: 'broken' },
          ],
        },
      }),
    });
    expect(await fetchFontCollections(rest.client)).toEqual([
      { slug: 'atelier-offline', name: 'Atelier Fonts', description: 'Shipped.' },
    ]);
    expect(rest.seen[0]?.path).toBe('/wp/v2/font-collections?_fields=slug,name,description');
    const collection = await fetchFontCollection(rest.client, 'atelier-offline');
    expect(collection.categories).toEqual([]);
    expect(collection.font_families).toEqual([
      { font_family_settings: { name: 'Lora', slug: 'lora', fontFamily: 'Lora' }, categories: [] },
    ]);
  });

  it("fetches a collection face's file, and names the URL and status when it cannot", async () => {
    const files = await downloadFaceFiles(
      { fontFamily: 'Lora', src: '/wp-content/font-collections/x/lora-400.woff2' },
      async () => new Response(new Blob(['font'], { type: 'font/woff2' })),
    );
    expect(files.map((file) => file.name)).toEqual(['lora-400.woff2']);
    const failing = downloadFaceFiles(
      { fontFamily: 'Lora', src: '/missing.woff2' },
      async () => new Response('', { status: 404 }),
    );
    await expect(failing).rejects.toBeInstanceOf(FontDownloadError);
    await expect(failing).rejects.toThrow(
      'Error downloading font face asset from /missing.woff2. Server responded with status: 404',
    );
  });
});
