import { describe, expect, it } from 'vitest';
import { CompressedFormsMemory } from './compressed-forms.js';

const page = (text: string) => Buffer.from(`<!doctype html><p>${text}</p>`, 'utf8');

describe('CompressedFormsMemory', () => {
  it('gives the same bytes rendered again at an address the forms made for them', () => {
    const memory = new CompressedFormsMemory();
    const first = memory.formsFor('http://site/about/', page('About'));
    first.br = Promise.resolve(Buffer.from('made once'));
    // Another render: another Buffer holding the same bytes.
    expect(memory.formsFor('http://site/about/', page('About'))).toBe(first);
  });

  it('gives other bytes at the address empty forms, and forgets the old ones', () => {
    const memory = new CompressedFormsMemory();
    const first = memory.formsFor('http://site/', page('Welcome'));
    first.gzip = Promise.resolve(Buffer.from('old page'));
    const changed = memory.formsFor('http://site/', page('Welcome back'));
    expect(changed).not.toBe(first);
    expect(changed).toEqual({});
    expect(memory.formsFor('http://site/', page('Welcome'))).not.toBe(first);
  });

  it('keeps each address apart', () => {
    const memory = new CompressedFormsMemory();
    const about = memory.formsFor('http://site/about/', page('Same'));
    expect(memory.formsFor('http://site/contact/', page('Same'))).not.toBe(about);
    expect(memory.formsFor('http://site/about/', page('Same'))).toBe(about);
  });

  it('keeps at most its bytes, the least recently used address going first', () => {
    const one = page('one');
    const memory = new CompressedFormsMemory(one.length * 2);
    const a = memory.formsFor('a', page('one'));
    const b = memory.formsFor('b', page('one'));
    expect(memory.formsFor('a', page('one'))).toBe(a);
    memory.formsFor('c', page('one'));
    expect(memory.size).toBe(2);
    expect(memory.formsFor('a', page('one'))).toBe(a);
    expect(memory.formsFor('b', page('one'))).not.toBe(b);
  });

  it('keeps nothing of a page larger than all it may keep', () => {
    const memory = new CompressedFormsMemory(4);
    const forms = memory.formsFor('big', page('too big to keep'));
    expect(memory.size).toBe(0);
    expect(memory.formsFor('big', page('too big to keep'))).not.toBe(forms);
  });
});
