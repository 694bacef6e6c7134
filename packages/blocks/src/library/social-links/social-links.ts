import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText } from '../attribute-values';

/** `core/social-links`: a list of `core/social-link` icons. */
export const socialLinks: BlockType = {
  name: 'core/social-links',
  title: 'Social Icons',
  category: 'widgets',
  icon: 'share',
  description: 'Display icons linking to your social profiles or sites.',
  keywords: ['links'],
  allowedBlocks: ['core/social-link'],
  example: {
    innerBlocks: [
      { name: 'core/social-link', attributes: { service: 'mastodon', url: '#' } },
      { name: 'core/social-link', attributes: { service: 'github', url: '#' } },
      { name: 'core/social-link', attributes: { service: 'feed', url: '#' } },
    ],
  },
  attributes: {
    iconColor: { type: 'string' },
    customIconColor: { type: 'string' },
    iconColorValue: { type: 'string' },
    iconBackgroundColor: { type: 'string' },
    customIconBackgroundColor: { type: 'string' },
    iconBackgroundColorValue: { type: 'string' },
    openInNewTab: { type: 'boolean', default: false },
    showLabels: { type: 'boolean', default: false },
    size: { type: 'string' },
  },
  providesContext: {
    openInNewTab: 'openInNewTab',
    showLabels: 'showLabels',
    iconColor: 'iconColor',
    iconColorValue: 'iconColorValue',
    iconBackgroundColor: 'iconBackgroundColor',
    iconBackgroundColorValue: 'iconBackgroundColorValue',
  },
  supports: {
    align: ['left', 'center', 'right'],
    anchor: true,
    html: false,
    color: { background: true, gradients: true, text: false },
    spacing: { blockGap: ['horizontal', 'vertical'], margin: true, padding: true },
    border: { color: true, radius: true, style: true, width: true },
    layout: { allowSwitching: false, allowInheriting: false, default: { type: 'flex' } },
  },
  styles: [
    { name: 'default', label: 'Default', isDefault: true },
    { name: 'logos-only', label: 'Logos Only' },
    { name: 'pill-shape', label: 'Pill Shape' },
  ],
  save: ({ attributes, blockType }) => {
    const iconColor = optionalText(attributes, 'iconColorValue');
    const iconBackground = optionalText(attributes, 'iconBackgroundColorValue');
    return tag(
      'ul',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          optionalText(attributes, 'size'),
          iconColor === undefined ? undefined : 'has-icon-color',
          iconBackground === undefined ? undefined : 'has-icon-background-color',
          flag(attributes, 'showLabels') ? 'has-visible-labels' : undefined,
        ),
      }),
      INNER_BLOCKS,
    );
  },
};
