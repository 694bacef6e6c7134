import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText, text } from '../attribute-values';

const SERVICE_LABELS: Record<string, string> = {
  bluesky: 'Bluesky',
  facebook: 'Facebook',
  github: 'GitHub',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  mail: 'Mail',
  mastodon: 'Mastodon',
  rss: 'RSS Feed',
  threads: 'Threads',
  tiktok: 'TikTok',
  tumblr: 'Tumblr',
  wordpress: 'WordPress',
  x: 'X',
  youtube: 'YouTube',
};

/** A plain round badge with the service's initial: the same simple glyph for every service. */
function icon(label: string): string {
  const initial = escapeHtml(label.charAt(0).toUpperCase());
  return `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15"/><text x="12" y="16.5" text-anchor="middle" font-size="13" font-family="sans-serif" fill="currentColor">${initial}</text></svg>`;
}

/** `core/social-link`: one icon link, rendered from its service and URL. */
export const socialLink: BlockType = {
  name: 'core/social-link',
  title: 'Social Icon',
  category: 'widgets',
  icon: 'share',
  description: 'Display an icon linking to a social profile or site.',
  parent: ['core/social-links'],
  usesContext: ['openInNewTab', 'showLabels', 'iconColorValue', 'iconBackgroundColorValue'],
  attributes: {
    url: { type: 'string' },
    service: { type: 'string' },
    label: { type: 'string' },
    rel: { type: 'string' },
  },
  supports: { reusable: false, html: false },
  variations: Object.entries(SERVICE_LABELS).map(([service, title]) => ({
    name: service,
    title,
    attributes: { service },
    isActive: ['service'],
  })),
  render: ({ attributes, blockType, context }) => {
    const url = optionalText(attributes, 'url');
    if (url === undefined) return '';
    const service = text(attributes, 'service', 'chain');
    const label = optionalText(attributes, 'label') ?? SERVICE_LABELS[service] ?? 'Link';
    const newTab = context.blockContext?.openInNewTab === true;
    const showLabels = context.blockContext?.showLabels === true;
    const href = service === 'mail' && !url.startsWith('mailto:') ? `mailto:${url}` : url;
    const wrapper = wrapperAttributes(blockType, attributes, {
      className: `wp-social-link wp-social-link-${service}`,
    });
    const color = context.blockContext?.iconColorValue;
    const background = context.blockContext?.iconBackgroundColorValue;
    const style = [
      typeof color === 'string' ? `color:${color}` : '',
      typeof background === 'string' ? `background-color:${background}` : '',
    ]
      .filter(Boolean)
      .join(';');
    return tag(
      'li',
      { ...wrapper, class: `${wrapper.class}`, style: style || undefined },
      tag(
        'a',
        {
          href,
          class: 'wp-block-social-link-anchor',
          target: newTab ? '_blank' : undefined,
          rel: optionalText(attributes, 'rel') ?? (newTab ? 'noopener nofollow' : undefined),
        },
        `${icon(label)}${tag(
          'span',
          { class: `wp-block-social-link-label${showLabels ? '' : ' screen-reader-text'}` },
          escapeHtml(label),
        )}`,
      ),
    );
  },
};
