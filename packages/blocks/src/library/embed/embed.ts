import { escapeAttribute, escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText } from '../attribute-values';

/**
 * `core/embed`: a figure holding the embedded URL. Atelier fetches no oEmbed data, so the public
 * site shows the URL as a link inside the same wrapper.
 */
export const embed: BlockType = {
  name: 'core/embed',
  title: 'Embed',
  category: 'embed',
  icon: 'embed-generic',
  description:
    'Add a block that displays content pulled from other sites, like Twitter or YouTube.',
  attributes: {
    url: { type: 'string', role: 'content' },
    caption: { type: 'string', source: 'html', selector: 'figcaption', role: 'content' },
    type: { type: 'string' },
    providerNameSlug: { type: 'string' },
    allowResponsive: { type: 'boolean', default: true },
    responsive: { type: 'boolean', default: false },
    previewable: { type: 'boolean', default: true },
  },
  supports: { align: true, spacing: { margin: true } },
  save: ({ attributes, blockType }) => {
    const url = optionalText(attributes, 'url');
    if (url === undefined) return '';
    const type = optionalText(attributes, 'type');
    const provider = optionalText(attributes, 'providerNameSlug');
    const caption = optionalText(attributes, 'caption');
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          type === undefined ? undefined : `is-type-${type}`,
          provider === undefined ? undefined : `is-provider-${provider}`,
          provider === undefined ? undefined : `wp-block-embed-${provider}`,
        ),
      }),
      `${tag('div', { class: 'wp-block-embed__wrapper' }, `\n${url}\n`)}${
        caption === undefined ? '' : tag('figcaption', { class: 'wp-element-caption' }, caption)
      }`,
    );
  },
  render: async ({ attributes, renderInner }) => {
    const html = await renderInner();
    const url = optionalText(attributes, 'url');
    if (url === undefined) return html;
    const link = `<a href="${escapeAttribute(url)}">${escapeHtml(url)}</a>`;
    return html.replace(`\n${url}\n`, `\n${link}\n`);
  },
};
