import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportPatternAsJson, patternDownload } from './pattern-export';
import { patternFixture } from './testing/pattern-fixture';

const hero = patternFixture({
  title: 'My Hero!',
  content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
  syncStatus: 'unsynced',
});

describe('Export as JSON (spec 2 §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the pattern file WordPress imports, indented, named after the title', async () => {
    const { fileName, blob } = patternDownload(hero);
    expect(fileName).toBe('my-hero.json');
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe(
      [
        '{',
        '  "__file": "wp_block",',
        '  "title": "My Hero!",',
        '  "content": "<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->",',
        '  "syncStatus": "unsynced"',
        '}',
      ].join('\n'),
    );
  });

  it('leaves the sync status out for a synced pattern', async () => {
    const text = await patternDownload({ ...hero, syncStatus: 'full' }).blob.text();
    expect(JSON.parse(text)).toEqual({
      __file: 'wp_block',
      title: 'My Hero!',
      content: hero.content,
    });
  });

  it('clicks a temporary download link holding the file, then removes it', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:pattern';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    const onClick = (event: Event) => {
      const link = event.target;
      if (link instanceof HTMLAnchorElement) clicked.push(`${link.download} ${link.href}`);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    exportPatternAsJson(hero);
    document.removeEventListener('click', onClick);
    expect(clicked).toEqual(['my-hero.json blob:pattern']);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(JSON.parse(await (blobs[0] ?? new Blob()).text()).title).toBe('My Hero!');
  });
});
