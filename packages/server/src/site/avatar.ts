import { createHash } from 'node:crypto';
import type { UserRow } from '../db/schema.js';
import { escapeHtml } from '../http/html.js';

const COLOURS = [
  '#3858e9',
  '#007017',
  '#b32d2e',
  '#8a2424',
  '#135e96',
  '#5b3ea8',
  '#a65f00',
  '#00735f',
];

/** A round avatar with the user's initials, coloured from a hash of their slug. */
export function avatarSvg(slug: string, size: number): string {
  const words = slug.split(/[-_.]+/).filter(Boolean);
  const initials =
    (words.length > 1
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : slug.slice(0, 2)
    ).toUpperCase() || '?';
  const digest = createHash('sha256').update(slug).digest();
  const colour = COLOURS[(digest[0] ?? 0) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeHtml(slug)}"><circle cx="50" cy="50" r="50" fill="${colour}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="40" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}

export const AVATAR_SIZES = [24, 48, 96] as const;

/** Avatar URLs served by Atelier itself (an initials image), one per standard size. */
export function avatarUrls(origin: string, user: Pick<UserRow, 'slug'>): Record<string, string> {
  return Object.fromEntries(
    AVATAR_SIZES.map((size) => [
      String(size),
      `${origin}/wp-content/avatars/${encodeURIComponent(user.slug)}.svg?s=${size}`,
    ]),
  );
}
