import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects.js';

describe('safeRedirect', () => {
  const origin = 'http://localhost:8080';
  it.each([
    ['/wp-admin/site-editor.php?p=%2F', '/wp-admin/site-editor.php?p=%2F'],
    ['http://localhost:8080/wp-admin/?x=1#y', '/wp-admin/?x=1#y'],
    ['http://localhost:8080/x', '/x'],
    ['https://evil.example/', '/wp-admin/'],

    ['//evil.example/', '/wp-admin/'],
    ['/\\evil.example', '/wp-admin/'],
    ['javascript:alert(1)', '/wp-admin/'],
    ['', '/wp-admin/'],
    [undefined, '/wp-admin/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target, origin)).toBe(expected);
  });
});
