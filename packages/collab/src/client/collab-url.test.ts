import { describe, expect, it } from 'vitest';
import { collabHttpUrl, collabSocketUrl } from './collab-url';

describe('collab addresses', () => {
  it('writes the doc key with its colon as a slash', () => {
    expect(collabHttpUrl('https://site.test', 'page:12')).toBe(
      'https://site.test/wp-json/atelier/v1/collab/page/12',
    );
    expect(collabHttpUrl('https://site.test/', 'wp_template_part:twentytwentyfive//header')).toBe(
      'https://site.test/wp-json/atelier/v1/collab/wp_template_part/twentytwentyfive//header',
    );
  });

  it('opens WebSockets on ws: or wss: with the nonce as _wpnonce', () => {
    expect(collabSocketUrl('http://127.0.0.1:8080', 'wp_block:3', 'a b')).toBe(
      'ws://127.0.0.1:8080/wp-json/atelier/v1/collab/wp_block/3?_wpnonce=a%20b',
    );
    expect(collabSocketUrl('https://site.test', 'wp_global_styles:9', 'n')).toBe(
      'wss://site.test/wp-json/atelier/v1/collab/wp_global_styles/9?_wpnonce=n',
    );
  });

  it('refuses a key that names no record kind', () => {
    expect(() => collabHttpUrl('https://site.test', 'post:1')).toThrow(/post:1/);
  });
});
