import { describe, expect, it } from 'vitest';
import { sanitizeFootnotes } from './footnotes.js';

describe('sanitizeFootnotes', () => {
  it('sanitises each footnote and keeps the list', async () => {
    const json = JSON.stringify([
      { id: 'a', content: 'See <em>this</em><img src=x onerror=alert(1)>' },
      { id: 'b', content: 'Plain' },
    ]);
    expect(JSON.parse(await sanitizeFootnotes(json))).toEqual([
      { id: 'a', content: 'See <em>this</em><img src="x">' },
      { id: 'b', content: 'Plain' },
    ]);
  });

  it('empties text that is not a list of footnotes', async () => {
    expect(await sanitizeFootnotes('')).toBe('');
    expect(await sanitizeFootnotes('<script>x</script>')).toBe('');
    expect(await sanitizeFootnotes('{"id":"a"}')).toBe('');
    expect(await sanitizeFootnotes('[{"id":1,"content":"x"},{"id":"b","content":"y"}]')).toBe(
      '[{"id":"b","content":"y"}]',
    );
  });
});
