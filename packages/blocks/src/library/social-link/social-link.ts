import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText, text } from '../attribute-values';
import { SOCIAL_SERVICES, socialService } from './social-services';

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
  render: async ({ attributes, blockType, context }) => {
    const url = optionalText(attributes, 'url');
    if (url === undefined) return '';
    const { name: service, service: known } = socialService(text(attributes, 'service', 'chain'));
    const label = optionalText(attributes, 'label') ?? known.label;
    // The glyphs load on demand, so a bundle that only registers the block stays small.
    const { serviceIcon } = await import('./service-icons');
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
        `${serviceIcon(service)}${tag(
          'span',
          { class: `wp-block-social-link-label${showLabels ? '' : ' screen-reader-text'}` },
          escapeHtml(label),
        )}`,
      ),
    );
  },
};
