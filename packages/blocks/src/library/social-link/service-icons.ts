import {
  si500px,
  siBandcamp,
  siBehance,
  siBluesky,
  siDeviantart,
  siDiscord,
  siDribbble,
  siDropbox,
  siEtsy,
  siFacebook,
  siFlickr,
  siFoursquare,
  siGithub,
  siGoodreads,
  siGoogle,
  siGravatar,
  siInstagram,
  siLastdotfm,
  siMastodon,
  siMedium,
  siMeetup,
  siPatreon,
  siPinterest,
  siReddit,
  siRss,
  siSnapchat,
  siSoundcloud,
  siSpotify,
  siTelegram,
  siThreads,
  siTiktok,
  siTumblr,
  siTwitch,
  siVimeo,
  siVk,
  siWhatsapp,
  siWordpress,
  siX,
  siYelp,
  siYoutube,
} from 'simple-icons';
import { DRAWN_ICONS } from './drawn-icons';
import { serviceIconSvg } from './service-icon-svg';

/** The brand glyphs (Simple Icons, CC0) of the services that have one, by service name. */
const BRAND_PATHS: Readonly<Record<string, string>> = {
  fivehundredpx: si500px.path,
  bandcamp: siBandcamp.path,
  behance: siBehance.path,
  bluesky: siBluesky.path,
  deviantart: siDeviantart.path,
  discord: siDiscord.path,
  dribbble: siDribbble.path,
  dropbox: siDropbox.path,
  etsy: siEtsy.path,
  facebook: siFacebook.path,
  feed: siRss.path,
  flickr: siFlickr.path,
  foursquare: siFoursquare.path,
  github: siGithub.path,
  goodreads: siGoodreads.path,
  google: siGoogle.path,
  gravatar: siGravatar.path,
  instagram: siInstagram.path,
  lastfm: siLastdotfm.path,
  mastodon: siMastodon.path,
  medium: siMedium.path,
  meetup: siMeetup.path,
  patreon: siPatreon.path,
  pinterest: siPinterest.path,
  reddit: siReddit.path,
  snapchat: siSnapchat.path,
  soundcloud: siSoundcloud.path,
  spotify: siSpotify.path,
  telegram: siTelegram.path,
  threads: siThreads.path,
  tiktok: siTiktok.path,
  tumblr: siTumblr.path,
  twitch: siTwitch.path,
  vimeo: siVimeo.path,
  vk: siVk.path,
  whatsapp: siWhatsapp.path,
  wordpress: siWordpress.path,
  x: siX.path,
  yelp: siYelp.path,
  youtube: siYoutube.path,
};

/**
 * The `<svg>` of a service: its brand glyph, a drawn one (mail, LinkedIn), else the link glyph
 * WordPress shows for services without a logo. Hidden from assistive technology: the label
 * beside it names the link. This module holds the glyph data; the block loads it on demand so
 * the editor's first-load bundle does not carry it.
 */
export function serviceIcon(service: string): string {
  const brand = BRAND_PATHS[service];
  const inner =
    brand !== undefined
      ? `<path d="${brand}"/>`
      : (DRAWN_ICONS[service] ?? DRAWN_ICONS.chain ?? '');
  return serviceIconSvg(inner);
}
