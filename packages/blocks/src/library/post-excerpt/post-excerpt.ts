import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalText, textAlignClass } from '../attribute-values';

function trimWords(textValue: string, words: number): string {
  const list = textValue.trim().split(/\s+/).filter(Boolean);
  return list.length <= words ? list.join(' ') : `${list.slice(0, words).join(' ')}…`;
}

/** Plain text of HTML: tags and block comments dropped, common entities decoded. */
function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'");
}

/** `core/post-excerpt`: the post's excerpt (or the start of its content) and a more link. */
export const postExcerpt: BlockType = {
  name: 'core/post-excerpt',
  title: 'Excerpt',
  category: 'theme',
  icon: 'excerpt-view',
  description: 'Display the excerpt.',
  usesContext: ['postId', 'postType', 'queryId'],
  attributes: {
    textAlign: { type: 'string' },
    moreText: { type: 'string' },
    showMoreOnNewLine: { type: 'boolean', default: true },
    excerptLength: { type: 'number', default: 55 },
  },
  supports: {
    html: false,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: ({ attributes, blockType, context }) => {
    const post = context.post;
    if (post === undefined || post === null) return '';
    const source = post.excerpt.trim() !== '' ? post.excerpt : post.content;
    const excerpt = escapeHtml(
      trimWords(plainText(source), numberValue(attributes, 'excerptLength', 55)),
    );
    const moreText = optionalText(attributes, 'moreText');
    const more =
      moreText === undefined
        ? ''
        : tag('a', { class: 'wp-block-post-excerpt__more-link', href: post.link }, moreText);
    const newLine = flag(attributes, 'showMoreOnNewLine', true);
    const body =
      newLine && more !== ''
        ? `${tag('p', { class: 'wp-block-post-excerpt__excerpt' }, excerpt)}${tag('p', { class: 'wp-block-post-excerpt__more-text' }, more)}`
        : tag(
            'p',
            { class: 'wp-block-post-excerpt__excerpt' },
            more === '' ? excerpt : `${excerpt} ${more}`,
          );
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      body,
    );
  },
};
