/** A service the Social Icon block offers: its name and brand colour (none for generic links). */
export interface SocialService {
  label: string;
  /** Brand colour as `#rrggbb`; the icon's background by default, its colour in 'Logos Only'. */
  color?: string;
}

/**
 * The services of WordPress's Social Icon block, by the `service` attribute, with WordPress's
 * names. Brand colours are the brands' own (as the Simple Icons data lists them).
 */
export const SOCIAL_SERVICES: Readonly<Record<string, SocialService>> = {
  fivehundredpx: { label: '500px', color: '#222222' },
  amazon: { label: 'Amazon', color: '#f90' },
  bandcamp: { label: 'Bandcamp', color: '#408294' },
  behance: { label: 'Behance', color: '#1769ff' },
  bluesky: { label: 'Bluesky', color: '#1185fe' },
  chain: { label: 'Link' },
  codepen: { label: 'CodePen', color: '#1e1f26' },
  deviantart: { label: 'DeviantArt', color: '#05cc47' },
  discord: { label: 'Discord', color: '#5865f2' },
  dribbble: { label: 'Dribbble', color: '#ea4c89' },
  dropbox: { label: 'Dropbox', color: '#0061ff' },
  etsy: { label: 'Etsy', color: '#f16521' },
  facebook: { label: 'Facebook', color: '#0866ff' },
  feed: { label: 'RSS Feed', color: '#ffa500' },
  flickr: { label: 'Flickr', color: '#0063dc' },
  foursquare: { label: 'Foursquare', color: '#3333ff' },
  goodreads: { label: 'Goodreads', color: '#1e1914' },
  google: { label: 'Google', color: '#4285f4' },
  github: { label: 'GitHub', color: '#181717' },
  gravatar: { label: 'Gravatar', color: '#1e8cbe' },
  instagram: { label: 'Instagram', color: '#ff0069' },
  lastfm: { label: 'Last.fm', color: '#d51007' },
  linkedin: { label: 'LinkedIn', color: '#0a66c2' },
  mail: { label: 'Mail' },
  mastodon: { label: 'Mastodon', color: '#6364ff' },
  meetup: { label: 'Meetup', color: '#ed1c40' },
  medium: { label: 'Medium', color: '#000000' },
  patreon: { label: 'Patreon', color: '#000000' },
  pinterest: { label: 'Pinterest', color: '#bd081c' },
  pocket: { label: 'Pocket', color: '#ef4056' },
  reddit: { label: 'Reddit', color: '#ff4500' },
  skype: { label: 'Skype', color: '#0078d4' },
  snapchat: { label: 'Snapchat', color: '#fffc00' },
  soundcloud: { label: 'SoundCloud', color: '#ff5500' },
  spotify: { label: 'Spotify', color: '#1ed760' },
  telegram: { label: 'Telegram', color: '#26a5e4' },
  threads: { label: 'Threads', color: '#000000' },
  tiktok: { label: 'TikTok', color: '#000000' },
  tumblr: { label: 'Tumblr', color: '#36465d' },
  twitch: { label: 'Twitch', color: '#9146ff' },
  twitter: { label: 'Twitter', color: '#1da1f2' },
  vimeo: { label: 'Vimeo', color: '#1ab7ea' },
  vk: { label: 'VK', color: '#0077ff' },
  whatsapp: { label: 'WhatsApp', color: '#25d366' },
  wordpress: { label: 'WordPress', color: '#21759b' },
  x: { label: 'X', color: '#000000' },
  yelp: { label: 'Yelp', color: '#ff1a1a' },
  youtube: { label: 'YouTube', color: '#ff0000' },
};

/** Services older Atelier content used under another name. */
const ALIASES: Readonly<Record<string, string>> = { rss: 'feed' };

/** The service a block's `service` attribute names (`chain` for unknown ones, as WordPress). */
export function socialService(service: string): { name: string; service: SocialService } {
  const name = ALIASES[service] ?? service;
  const known = SOCIAL_SERVICES[name];
  return known ? { name, service: known } : { name, service: { label: 'Link' } };
}

/** Whether white text would be hard to read on the colour (a light brand colour). */
function isLight(hex: string): boolean {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.6;
}

/**
 * The brand colours of the icons, as WordPress's social-links stylesheet gives them: the colour
 * as the background (white or black glyph) by default, as the glyph in 'Logos Only'. Both sit in
 * `:where()` so the block's icon colours and theme styles win.
 */
export function socialServiceCss(): string {
  return Object.entries(SOCIAL_SERVICES)
    .filter((entry): entry is [string, Required<SocialService>] => entry[1].color !== undefined)
    .map(
      ([name, { color }]) =>
        `:where(.wp-block-social-links:not(.is-style-logos-only)) .wp-social-link-${name}{background-color:${color};color:${isLight(color) ? '#000' : '#fff'}}` +
        `:where(.wp-block-social-links.is-style-logos-only) .wp-social-link-${name}{color:${color}}`,
    )
    .join('');
}
