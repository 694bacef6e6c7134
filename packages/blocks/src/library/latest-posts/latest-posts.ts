import type { BlockAttributes } from '../../grammar/block-node';
import { escapeAttribute, escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import type { PostData, PostQuery, RenderContext } from '../../render/render-context';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalNumber, optionalText, text } from '../attribute-values';
import { formatDate } from '../post-date/format-date';
import { latestPostExcerpt } from './latest-post-excerpt';

/** The category ids of the block's `categories` attribute (objects with an `id`). */
function categoryIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) =>
      typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined,
    )
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

/** The posts query of the block: published posts, newest first unless told, sticky ones not first. */
export function latestPostsQuery(attributes: BlockAttributes): PostQuery {
  const orderBy = text(attributes, 'orderBy', 'date');
  const query: PostQuery = {
    postType: 'post',
    perPage: Math.max(1, Math.min(100, numberValue(attributes, 'postsToShow', 5))),
    page: 1,
    order: attributes.order === 'asc' ? 'asc' : 'desc',
    orderBy: orderBy === 'title' ? 'title' : 'date',
  };
  const categories = categoryIds(attributes.categories);
  if (categories.length > 0) query.taxQuery = { category: categories };
  const author = optionalNumber(attributes, 'selectedAuthor');
  if (author !== undefined) query.authorIds = [author];
  return query;
}

function featuredImage(post: PostData, attributes: BlockAttributes): string {
  const image = post.featuredImage;
  if (!flag(attributes, 'displayFeaturedImage') || image === null || image === undefined) return '';
  const width = optionalNumber(attributes, 'featuredImageSizeWidth');
  const height = optionalNumber(attributes, 'featuredImageSizeHeight');
  const style = `${width === undefined ? '' : `max-width:${width}px;`}${height === undefined ? '' : `max-height:${height}px;`}`;
  const size = text(attributes, 'featuredImageSizeSlug', 'thumbnail');
  let img = tag('img', {
    width: image.width,
    height: image.height,
    src: image.url,
    class: `attachment-${size} size-${size} wp-post-image`,
    alt: image.alt ?? '',
    style: style || undefined,
    decoding: 'async',
  });
  if (flag(attributes, 'addLinkToFeaturedImage')) {
    img = tag('a', { href: post.link, 'aria-label': post.title || '(no title)' }, img);
  }
  const align = optionalText(attributes, 'featuredImageAlign');
  return tag(
    'div',
    {
      class: classNames(
        'wp-block-latest-posts__featured-image',
        align === undefined ? undefined : `align${align}`,
      ),
    },
    img,
  );
}

async function listItem(post: PostData, attributes: BlockAttributes, context: RenderContext) {
  const title = post.title.trim() === '' ? '(no title)' : escapeHtml(post.title);
  let item = featuredImage(post, attributes);
  item += `<a class="wp-block-latest-posts__post-title" href="${escapeAttribute(post.link)}">${title}</a>`;
  if (flag(attributes, 'displayAuthor') && post.authorId !== undefined) {
    const author = await context.lookups.author(post.authorId);
    if (author !== null && author.name !== '') {
      item += tag(
        'div',
        { class: 'wp-block-latest-posts__post-author' },
        `by ${escapeHtml(author.name)}`,
      );
    }
  }
  if (flag(attributes, 'displayPostDate')) {
    item += tag(
      'time',
      { datetime: post.date, class: 'wp-block-latest-posts__post-date' },
      escapeHtml(formatDate(post.date, context.site.dateFormat ?? 'F j, Y')),
    );
  }
  if (flag(attributes, 'displayPostContent')) {
    if (text(attributes, 'displayPostContentRadio', 'excerpt') === 'full_post') {
      item += tag('div', { class: 'wp-block-latest-posts__post-full-content' }, post.content);
    } else {
      const excerpt = latestPostExcerpt(post, numberValue(attributes, 'excerptLength', 55));
      const more = excerpt.trimmed
        ? ` … <a class="wp-block-latest-posts__read-more" href="${escapeAttribute(post.link)}" rel="noopener noreferrer">Read more<span class="screen-reader-text">: ${title}</span></a>`
        : '';
      item += tag(
        'div',
        { class: 'wp-block-latest-posts__post-excerpt' },
        `${excerpt.html}${more}`,
      );
    }
  }
  return `<li>${item}</li>\n`;
}

/**
 * `core/latest-posts`: the newest published posts as a list or grid (WordPress's
 * `render_block_core_latest_posts` markup): title links, and optionally the featured image,
 * author, date and the excerpt or full content.
 */
export const latestPosts: BlockType = {
  name: 'core/latest-posts',
  title: 'Latest Posts',
  category: 'widgets',
  icon: 'list-view',
  description: 'Display a list of your most recent posts.',
  keywords: ['recent posts'],
  attributes: {
    categories: { type: 'array' },
    selectedAuthor: { type: 'number' },
    postsToShow: { type: 'number', default: 5 },
    displayPostContent: { type: 'boolean', default: false },
    displayPostContentRadio: { type: 'string', default: 'excerpt' },
    excerptLength: { type: 'number', default: 55 },
    displayAuthor: { type: 'boolean', default: false },
    displayPostDate: { type: 'boolean', default: false },
    postLayout: { type: 'string', default: 'list' },
    columns: { type: 'number', default: 3 },
    order: { type: 'string', default: 'desc' },
    orderBy: { type: 'string', default: 'date' },
    displayFeaturedImage: { type: 'boolean', default: false },
    featuredImageAlign: { type: 'string', enum: ['left', 'center', 'right'] },
    featuredImageSizeSlug: { type: 'string', default: 'thumbnail' },
    featuredImageSizeWidth: { type: 'number', default: null },
    featuredImageSizeHeight: { type: 'number', default: null },
    addLinkToFeaturedImage: { type: 'boolean', default: false },
  },
  supports: {
    anchor: true,
    align: true,
    html: false,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const { posts } = await context.lookups.queryPosts(latestPostsQuery(attributes));
    const items = await Promise.all(posts.map((post) => listItem(post, attributes, context)));
    const grid = attributes.postLayout === 'grid';
    return tag(
      'ul',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          'wp-block-latest-posts__list',
          grid ? 'is-grid' : undefined,
          grid ? `columns-${numberValue(attributes, 'columns', 3)}` : undefined,
          flag(attributes, 'displayPostDate') ? 'has-dates' : undefined,
          flag(attributes, 'displayAuthor') ? 'has-author' : undefined,
        ),
      }),
      items.join(''),
    );
  },
};
