import type { RestFontCollection, RestFontCollectionSummary } from '@atelier/blocks/rest';

/** Spec 3 §9: where the browser keeps the permission to fetch fonts from Google. */
export const GOOGLE_FONTS_PERMISSION_KEY = 'wp-font-library-google-fonts-permission';

/** The storage the flag lives in (window.localStorage in the editor). */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether a `src` leaves the site: an absolute http(s) URL on another origin. */
export function isRemoteUrl(src: string, siteOrigin: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(src)) return false;
  try {
    return new URL(src, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Whether installing from a collection fetches files from another site, so it needs the
 * person's consent first: Google's collection always does; another one when any of its faces'
 * files live on another origin. The offline collection, served by the site itself, needs none.
 */
export function collectionNeedsConsent(
  collection: Pick<RestFontCollection, 'slug' | 'font_families'>,
  siteOrigin: string,
): boolean {
  if (collection.slug === 'google-fonts') return true;
  return (collection.font_families ?? []).some(({ font_family_settings: family }) =>
    (family.fontFace ?? []).some((face) => {
      const sources: readonly string[] = typeof face.src === 'string' ? [face.src] : face.src;
      return sources.some((src) => isRemoteUrl(src, siteOrigin));
    }),
  );
}

/** Spec 3 §4: the permission is given only while the flag reads 'true'. */
export function hasConsent(storage: ConsentStorage | null): boolean {
  try {
    return storage?.getItem(GOOGLE_FONTS_PERMISSION_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Gives ('true') or revokes ('false') the permission. */
export function setConsent(storage: ConsentStorage | null, allowed: boolean): void {
  try {
    storage?.setItem(GOOGLE_FONTS_PERMISSION_KEY, allowed ? 'true' : 'false');
  } catch {
    // A browser that refuses storage asks again next time.
  }
}

/** The tab title of a collection: a lone google-fonts collection is 'Install Fonts'. */
export function collectionTabTitle(
  collection: Pick<RestFontCollectionSummary, 'slug' | 'name'>,
  collections: readonly Pick<RestFontCollectionSummary, 'slug'>[],
): string {
  if (collections.length === 1 && collection.slug === 'google-fonts') return 'Install Fonts';
  return collection.name;
}
