import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, readConfig } from './config.js';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,::1,fd00::/8', ['loopback', '::1', 'fd00::/8']],
  ])('%s → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1/x', '::1/129', 'proxy.example', '10.0.0.1,'])(
    'refuses %s',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be/);
    },
  );

  it('is read from the environment', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({}).trustProxy).toBe(false);
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts the nearest N hops for a hop count', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('passes addresses and "no proxy" through', () => {
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

describe('readConfig folders', () => {
  it('reads the themes and font collection folders from the environment, else the shipped ones', () => {
    const shipped = readConfig({});
    expect(shipped.themesDir).toMatch(/[/\\]themes$/);
    expect(shipped.fontCollectionsDir).toMatch(/packages[/\\]server[/\\]fonts-collection$/);
    const moved = readConfig({ THEMES_DIR: '/srv/themes', FONT_COLLECTIONS_DIR: '/srv/fonts' });
    expect(moved.themesDir).toBe('/srv/themes');
    expect(moved.fontCollectionsDir).toBe('/srv/fonts');
  });
});
