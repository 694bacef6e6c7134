import { escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText, text, textAlignClass } from '../attribute-values';

/** `core/post-terms`: the post's categories, tags or other terms as links. */
export const postTerms: BlockType = {
  name: 'core/post-terms',
  title: 'Post Terms',
  category: 'theme',
  icon: 'tag',
  description: 'Post terms.',
  usesContext: ['postId', 'postType'],
  attributes: {
    term: { type: 'string' },
    textAlign: { type: 'string' },
    separator: { type: 'string', default: ', ' },
    prefix: { type: 'string', default: '' },
    suffix: { type: 'string', default: '' },
  },
  supports: {
    html: false,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  variations: [
    { name: 'category', title: 'Categories', attributes: { term: 'category' }, isActive: ['term'] },
    { name: 'post_tag', title: 'Tags', attributes: { term: 'post_tag' }, isActive: ['term'] },
  ],
  render: async ({ attributes, blockType, context }) => {
    const post = context.post;
    const taxonomy = optionalText(attributes, 'term');
    if (post === undefined || post === null || taxonomy === undefined) return '';
    const terms = await context.lookups.postTerms(post.id, taxonomy);
    if (terms.length === 0) return '';
    const separator = tag(
      'span',
      { class: 'wp-block-post-terms__separator' },
      escapeHtml(text(attributes, 'separator', ', ')),
    );
    const links = terms
      .map((term) => tag('a', { href: term.link, rel: 'tag' }, escapeHtml(term.name)))
      .join(separator);
    const prefix = optionalText(attributes, 'prefix');
    const suffix = optionalText(attributes, 'suffix');
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: classNames(`taxonomy-${taxonomy}`, textAlignClass(attributes)),
      }),
      `${prefix === undefined ? '' : tag('span', { class: 'wp-block-post-terms__prefix' }, prefix)}${links}${
        suffix === undefined ? '' : tag('span', { class: 'wp-block-post-terms__suffix' }, suffix)
      }`,
    );
  },
};
