import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './download-blob';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadBlob', () => {
  it('clicks a temporary link to the file under its name, then removes it and lets the URL go', async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      if (object instanceof Blob) made.push(object);
      return 'blob:test/file';
    });
    const revoked: string[] = [];
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
      revoked.push(url);
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')} ${this.isConnected}`);
    });

    downloadBlob(new Blob(['zip bytes'], { type: 'application/zip' }), 'loom-site.zip');

    expect(clicked).toEqual(['loom-site.zip blob:test/file true']);
    expect(await made[0]?.text()).toBe('zip bytes');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual(['blob:test/file']);
  });
});
