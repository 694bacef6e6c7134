import { describe, expect, it } from 'vitest';
import { imageSizeChanges, mediaSizeUrl } from './image-size';

const RECORD = {
  id: 7,
  source_url: 'https://s.test/wp-content/uploads/2026/11/landscape.png',
  media_details: {
    width: 600,
    height: 400,
    sizes: {
      thumbnail: {
        width: 150,
        height: 150,
        source_url: 'https://s.test/wp-content/uploads/2026/11/landscape-150x150.png',
      },
      medium: {
        width: 300,
        height: 200,
        source_url: 'https://s.test/wp-content/uploads/2026/11/landscape-300x200.png',
      },
      full: {
        width: 600,
        height: 400,
        source_url: 'https://s.test/wp-content/uploads/2026/11/landscape.png',
      },
    },
  },
};

describe('image resolution', () => {
  it('reads a size file from the media record', () => {
    expect(mediaSizeUrl(RECORD, 'medium')).toBe(
      'https://s.test/wp-content/uploads/2026/11/landscape-300x200.png',
    );
    expect(mediaSizeUrl(RECORD, 'large')).toBeUndefined();
    expect(mediaSizeUrl({ source_url: '/a.png' }, 'full')).toBe('/a.png');
    expect(mediaSizeUrl(null, 'medium')).toBeUndefined();
  });

  it('sets the size slug and the src of that size', () => {
    expect(imageSizeChanges(RECORD, 'medium')).toEqual({
      sizeSlug: 'medium',
      url: 'https://s.test/wp-content/uploads/2026/11/landscape-300x200.png',
    });
    expect(imageSizeChanges(RECORD, 'thumbnail')).toEqual({
      sizeSlug: 'thumbnail',
      url: 'https://s.test/wp-content/uploads/2026/11/landscape-150x150.png',
    });
  });

  it('goes back to the full file for Default and for a size the image lacks', () => {
    expect(imageSizeChanges(RECORD, '')).toEqual({
      sizeSlug: undefined,
      url: 'https://s.test/wp-content/uploads/2026/11/landscape.png',
    });
    expect(imageSizeChanges(RECORD, 'large')).toEqual({
      sizeSlug: 'large',
      url: 'https://s.test/wp-content/uploads/2026/11/landscape.png',
    });
  });

  it('only sets the slug while the media record is unknown', () => {
    expect(imageSizeChanges(undefined, 'medium')).toEqual({ sizeSlug: 'medium' });
  });
});
