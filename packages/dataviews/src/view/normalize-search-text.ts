const COMBINING_MARKS = /\p{M}/gu;

/** Lower-cases text and strips accents, so 'Éte' and 'ete' compare equal. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}
