import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest } from '../../data/fake-rest';
import { downloadExport } from './export-site';

const SETTINGS = { editorSettings: { themeStylesheet: 'loom' } };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Catches the download link the export clicks: its file name and the bytes behind its URL. */
function catchDownload() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:test/${blobs.size}`;
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

describe('downloadExport', () => {
  it('downloads the zip through the client under the name the server gives', async () => {
    const files = catchDownload();
    const fake = createFakeRest({
      'GET /wp-block-editor/v1/export': () => ({
        body: new Blob(['zip bytes']),
        headers: { 'content-disposition': 'attachment; filename="loom-site.zip"' },
      }),
    });
    await downloadExport(fake.client, SETTINGS);
    expect(files.map((file) => file.name)).toEqual(['loom-site.zip']);
    expect(await files[0]?.blob.text()).toBe('zip bytes');
  });

  it('names the file after the theme when the server does not', async () => {
    const files = catchDownload();
    const fake = createFakeRest({
      'GET /wp-block-editor/v1/export': () => ({ body: new Blob(['zip']) }),
    });
    await downloadExport(fake.client, SETTINGS);
    expect(files.map((file) => file.name)).toEqual(['loom.zip']);
  });

  it('says the export failed when the server refuses it', async () => {
    const files = catchDownload();
    const fake = createFakeRest({
      'GET /wp-block-editor/v1/export': () => {
        throw new ApiError('theme_not_block_theme', 'Only block themes can be exported.', 400);
      },
    });
    await expect(downloadExport(fake.client, SETTINGS)).rejects.toThrow('The export failed.');
    expect(files).toEqual([]);
  });
});
