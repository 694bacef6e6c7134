import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { MAX_PATTERN_FILE_BYTES, readPatternFile } from './pattern-import-file.js';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const exported = {
  __file: 'wp_block',
  title: 'Hero',
  content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
};

function refusal(
  filename: string,
  data: Uint8Array,
): { code: string; message: string; status: number } {
  try {
    readPatternFile(filename, data);
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, message: error.message, status: error.status };
    throw error;
  }
  throw new Error('The file was accepted');
}

describe('readPatternFile', () => {
  it('reads an exported pattern, synced unless the file says unsynced', () => {
    expect(readPatternFile('hero.json', bytes(exported))).toEqual({
      title: 'Hero',
      content: exported.content,
      syncStatus: '',
    });
    expect(
      readPatternFile('HERO.JSON', bytes({ ...exported, syncStatus: 'unsynced' })).syncStatus,
    ).toBe('unsynced');
    expect(
      readPatternFile('hero.json', bytes({ ...exported, syncStatus: 'fully' })).syncStatus,
    ).toBe('');
  });

  it('accepts a byte order mark', () => {
    const data = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(exported)]);
    expect(readPatternFile('hero.json', data).title).toBe('Hero');
  });

  it.each([
    ['a name without .json', 'hero.txt', bytes(exported)],
    ['a name with .json inside', 'hero.json.exe', bytes(exported)],
    ['bytes that are not JSON', 'hero.json', new TextEncoder().encode('<p>hi</p>')],
    ['a JSON array', 'hero.json', bytes([exported])],
    ['a JSON string', 'hero.json', bytes('wp_block')],
    ['bytes that are not UTF-8', 'hero.json', new Uint8Array([0x7b, 0xff, 0x7d])],
  ])('refuses %s as invalid JSON', (_label, filename, data) => {
    expect(refusal(filename, data)).toEqual({
      code: 'rest_pattern_invalid_json',
      message: 'Invalid JSON file',
      status: 400,
    });
  });

  it.each([
    ['another __file', { ...exported, __file: 'wp_template' }],
    ['no __file', { title: 'Hero', content: 'x' }],
    ['an empty title', { ...exported, title: '  ' }],
    ['a title that is not text', { ...exported, title: 3 }],
    ['no content', { __file: 'wp_block', title: 'Hero' }],
    ['empty content', { ...exported, content: '' }],
    ['content that is not text', { ...exported, content: { raw: 'x' } }],
  ])('refuses %s as not a pattern file', (_label, value) => {
    expect(refusal('hero.json', bytes(value))).toEqual({
      code: 'rest_pattern_invalid_file',
      message: 'Invalid pattern JSON file',
      status: 400,
    });
  });

  it('refuses a file over 2 MB with 413', () => {
    const big = bytes({ ...exported, content: 'x'.repeat(MAX_PATTERN_FILE_BYTES) });
    expect(refusal('hero.json', big)).toMatchObject({
      code: 'rest_upload_file_too_big',
      status: 413,
    });
  });
});
