import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle } from '../../supports/style-value';
import { flag, numberValue, optionalText } from '../attribute-values';

/** `core/post-featured-image`: the post's featured image in a figure, optionally linked. */
export const postFeaturedImage: BlockType = {
  name: 'core/post-featured-image',
  title: 'Featured Image',
  category: 'theme',
  icon: 'format-image',
  description: "Display a post's featured image.",
  usesContext: ['postId', 'postType', 'queryId'],
  attributes: {
    isLink: { type: 'boolean', default: false },
    aspectRatio: { type: 'string' },
    width: { type: 'string' },
    height: { type: 'string' },
    scale: { type: 'string', default: 'cover' },
    sizeSlug: { type: 'string' },
    rel: { type: 'string', default: '' },
    linkTarget: { type: 'string', default: '_self' },
    overlayColor: { type: 'string' },
    customOverlayColor: { type: 'string' },
    dimRatio: { type: 'number', default: 0 },
    gradient: { type: 'string' },
    customGradient: { type: 'string' },
    useFirstImageFromPost: { type: 'boolean', default: false },
  },
  supports: {
    align: ['left', 'right', 'center', 'wide', 'full'],
    color: { text: false, background: false },
    border: { color: true, radius: true, width: true },
    shadow: true,
    spacing: { margin: true, padding: true },
    html: false,
    filter: { duotone: true },
    skipSerialization: ['border', 'shadow'],
  },
  selectors: { filter: { duotone: '.wp-block-post-featured-image img' } },
  render: ({ attributes, blockType, context }) => {
    const image = context.post?.featuredImage;
    const post = context.post;
    if (post === undefined || post === null || image === undefined || image === null) return '';
    const imageSupports = supportsOutput(blockType, attributes, ['border', 'shadow']);
    const styles: [string, string][] = [...imageSupports.styles];
    const ratio = optionalText(attributes, 'aspectRatio');
    const height = optionalText(attributes, 'height');
    const width = optionalText(attributes, 'width');
    if (ratio !== undefined) styles.push(['aspect-ratio', ratio]);
    if (ratio !== undefined || height !== undefined)
      styles.push(['object-fit', optionalText(attributes, 'scale') ?? 'cover']);
    if (height !== undefined) styles.push(['height', height]);
    const img = tag('img', {
      src: image.url,
      alt: image.alt ?? '',
      class: classNames('wp-post-image', ...imageSupports.classes),
      width: image.width,
      height: image.height,
      style: inlineStyle(styles),
    });
    const dim = numberValue(attributes, 'dimRatio', 0);
    const overlay =
      dim > 0
        ? tag('span', {
            class: classNames(
              'wp-block-post-featured-image__overlay',
              `has-background-dim-${dim}`,
              'has-background-dim',
              optionalText(attributes, 'overlayColor') === undefined
                ? undefined
                : `has-${optionalText(attributes, 'overlayColor')}-background-color`,
            ),
            'aria-hidden': 'true',
          })
        : '';
    const inner = flag(attributes, 'isLink')
      ? tag(
          'a',
          {
            href: post.link,
            target: optionalText(attributes, 'linkTarget'),
            rel: optionalText(attributes, 'rel'),
            'aria-label': post.title === '' ? undefined : post.title,
          },
          `${img}${overlay}`,
        )
      : `${img}${overlay}`;
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes, {
        style: width === undefined ? [] : [['width', width]],
      }),
      inner,
    );
  },
};
