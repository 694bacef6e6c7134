import { describe, expect, it } from 'vitest';
import { PageBytes } from './page-bytes.js';

describe('PageBytes', () => {
  it('gives the UTF-8 of its text and bytes in the order written', () => {
    const kept = Buffer.from('<p>Café – “kept”</p>', 'utf8');
    const body = new PageBytes().write('<title>Ω</title>').write(kept).write('<p>').write('é</p>');
    expect(body.toBuffer().toString('utf8')).toBe('<title>Ω</title><p>Café – “kept”</p><p>é</p>');
  });

  it('appends another body after its own parts', () => {
    const inner = new PageBytes().write(Buffer.from('b')).write('c');
    const outer = new PageBytes().write('a').append(inner).write('d');
    expect(outer.toBuffer().toString()).toBe('abcd');
  });

  it('gives an empty buffer when nothing was written', () => {
    expect(new PageBytes().toBuffer().length).toBe(0);
  });
});
