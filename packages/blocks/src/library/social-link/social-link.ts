import type { BlockType } from '../../registry/block-type';
import { optionalText } from '../attribute-values';
import { socialLinkHtml } from './social-link-html';
import { SOCIAL_SERVICES } from './social-services';

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
  variations: Object.entries(SOCIAL_SERVICES).map(([service, { label }]) => ({
    name: service,
    title: label,
    attributes: { service },
    isActive: ['service'],
  })),
  render: async (args) => {
    if (optionalText(args.attributes, 'url') === undefined) return '';
    // The glyphs load on demand, so a bundle that only registers the block stays small.
    const { serviceIcon } = await import('./service-icons');
    return socialLinkHtml(args, serviceIcon);
  },
};
