import { describe, expect, it } from 'vitest';
import { fileUrlChanges, previewHeight } from './file-changes';

describe('file block address', () => {
  it('points the link and the button at the file and names a new block after it', () => {
    expect(fileUrlChanges({}, ' /uploads/Lunch%20menu<1>.pdf?ver=2 ', 'abc')).toEqual({
      href: '/uploads/Lunch%20menu<1>.pdf?ver=2',
      textLinkHref: '/uploads/Lunch%20menu<1>.pdf?ver=2',
      fileName: 'Lunch menu&lt;1&gt;.pdf',
      fileId: 'wp-block-file--media-abc',
      downloadButtonText: 'Download',
    });
  });

  it('keeps the names already chosen, and an empty address removes the file', () => {
    const current = {
      fileName: 'Menu',
      fileId: 'wp-block-file--media-1',
      downloadButtonText: 'Get',
    };
    expect(fileUrlChanges(current, '/b.pdf', 'zzz')).toMatchObject(current);
    expect(fileUrlChanges(current, '  ', 'zzz')).toEqual({
      href: undefined,
      textLinkHref: undefined,
    });
  });

  it('reads the embed height as whole pixels, else the default', () => {
    expect(previewHeight('450')).toBe(450);
    expect(previewHeight('0')).toBeUndefined();
    expect(previewHeight('tall')).toBeUndefined();
  });
});
