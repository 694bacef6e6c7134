import { describe, expect, it } from 'vitest';
import { parseStyleHeader } from './style-header.js';

describe('parseStyleHeader', () => {
  it('reads the fields of the first comment', () => {
    const header = parseStyleHeader(`/*
Theme Name: Loom
Author: The Atelier team
Description: A calm theme: light, airy.
Version: 1.2.0
Tags: blog, full-site-editing
*/
body { color: red; }
/* Theme Name: Ignored */`);
    expect(header).toMatchObject({
      name: 'Loom',
      author: 'The Atelier team',
      description: 'A calm theme: light, airy.',
      version: '1.2.0',
      tags: ['blog', 'full-site-editing'],
    });
  });

  it('returns empty fields when there is no header', () => {
    expect(parseStyleHeader('body{}').name).toBe('');
  });
});
