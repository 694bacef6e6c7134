import { describe, expect, it } from 'vitest';
import {
  collectionNeedsConsent,
  collectionTabTitle,
  GOOGLE_FONTS_PERMISSION_KEY,
  hasConsent,
  isRemoteUrl,
  setConsent,
} from './collection-consent';

const SITE = 'http://localhost:8080';
const collection = (slug: string, src: string) => ({
  slug,
  font_families: [
    {
      font_family_settings: {
        name: 'Lora',
        slug: 'lora',
        fontFamily: 'Lora',
        fontFace: [{ fontFamily: 'Lora', src }],
      },
      categories: [],
    },
  ],
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('collection consent', () => {
  it('tells remote files from the site’s own', () => {
    expect(isRemoteUrl('https://fonts.gstatic.com/s/lora.woff2', SITE)).toBe(true);
    expect(isRemoteUrl('//cdn.example.com/lora.woff2', SITE)).toBe(true);
    expect(isRemoteUrl('/wp-content/font-collections/atelier-offline/files/lora.woff2', SITE)).toBe(
      false,
    );
    expect(isRemoteUrl(`${SITE}/wp-content/fonts/lora.woff2`, SITE)).toBe(false);
  });

  it('asks for consent for Google Fonts and remote collections, not the offline one', () => {
    expect(collectionNeedsConsent(collection('google-fonts', '/x.woff2'), SITE)).toBe(true);
    expect(collectionNeedsConsent(collection('cdn', 'https://cdn.example.com/l.woff2'), SITE)).toBe(
      true,
    );
    expect(
      collectionNeedsConsent(
        collection('atelier-offline', '/wp-content/font-collections/a/l.woff2'),
        SITE,
      ),
    ).toBe(false);
  });

  it("keeps the permission as 'true' or 'false' under the spec's key", () => {
    const storage = memoryStorage();
    expect(hasConsent(storage)).toBe(false);
    setConsent(storage, true);
    expect(storage.getItem(GOOGLE_FONTS_PERMISSION_KEY)).toBe('true');
    expect(hasConsent(storage)).toBe(true);
    setConsent(storage, false);
    expect(storage.getItem(GOOGLE_FONTS_PERMISSION_KEY)).toBe('false');
    expect(hasConsent(storage)).toBe(false);
    expect(hasConsent(null)).toBe(false);
  });

  it("titles a lone google-fonts collection 'Install Fonts'", () => {
    const google = { slug: 'google-fonts', name: 'Google Fonts' };
    const offline = { slug: 'atelier-offline', name: 'Atelier Fonts' };
    expect(collectionTabTitle(google, [google])).toBe('Install Fonts');
    expect(collectionTabTitle(google, [google, offline])).toBe('Google Fonts');
    expect(collectionTabTitle(offline, [offline])).toBe('Atelier Fonts');
  });
});
