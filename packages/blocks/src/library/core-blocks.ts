import type { BlockType } from '../registry/block-type';
import { type BlockRegistry, createRegistry } from '../registry/registry';
import { accordion } from './accordion/accordion';
import { accordionHeading } from './accordion-heading/accordion-heading';
import { accordionItem } from './accordion-item/accordion-item';
import { accordionPanel } from './accordion-panel/accordion-panel';
import { archives } from './archives/archives';
import { audio } from './audio/audio';
import { avatar } from './avatar/avatar';
import { syncedPattern } from './block/block';
import { button } from './button/button';
import { buttons } from './buttons/buttons';
import { calendar } from './calendar/calendar';
import { categories } from './categories/categories';
import { code } from './code/code';
import { column } from './column/column';
import { columns } from './columns/columns';
import { commentAuthorName } from './comment-author-name/comment-author-name';
import { commentContent } from './comment-content/comment-content';
import { commentDate } from './comment-date/comment-date';
import { commentEditLink } from './comment-edit-link/comment-edit-link';
import { commentReplyLink } from './comment-reply-link/comment-reply-link';
import { commentTemplate } from './comment-template/comment-template';
import { comments } from './comments/comments';
import { commentsPagination } from './comments-pagination/comments-pagination';
import { commentsPaginationNext } from './comments-pagination-next/comments-pagination-next';
import { commentsPaginationNumbers } from './comments-pagination-numbers/comments-pagination-numbers';
import { commentsPaginationPrevious } from './comments-pagination-previous/comments-pagination-previous';
import { commentsTitle } from './comments-title/comments-title';
import { cover } from './cover/cover';
import { details } from './details/details';
import { embed } from './embed/embed';
import { file } from './file/file';
import { gallery } from './gallery/gallery';
import { group } from './group/group';
import { heading } from './heading/heading';
import { homeLink } from './home-link/home-link';
import { html } from './html/html';
import { image } from './image/image';
import { latestComments } from './latest-comments/latest-comments';
import { latestPosts } from './latest-posts/latest-posts';
import { list } from './list/list';
import { listItem } from './list-item/list-item';
import { loginout } from './loginout/loginout';
import { mediaText } from './media-text/media-text';
import { more } from './more/more';
import { navigation } from './navigation/navigation';
import { navigationLink } from './navigation-link/navigation-link';
import { navigationSubmenu } from './navigation-submenu/navigation-submenu';
import { nextpage } from './nextpage/nextpage';
import { pageList } from './page-list/page-list';
import { paragraph } from './paragraph/paragraph';
import { pattern } from './pattern/pattern';
import { postAuthor } from './post-author/post-author';
import { postAuthorBiography } from './post-author-biography/post-author-biography';
import { postAuthorName } from './post-author-name/post-author-name';
import { postCommentsCount } from './post-comments-count/post-comments-count';
import { postCommentsForm } from './post-comments-form/post-comments-form';
import { postCommentsLink } from './post-comments-link/post-comments-link';
import { postContent } from './post-content/post-content';
import { postDate } from './post-date/post-date';
import { postExcerpt } from './post-excerpt/post-excerpt';
import { postFeaturedImage } from './post-featured-image/post-featured-image';
import { postNavigationLink } from './post-navigation-link/post-navigation-link';
import { postTemplate } from './post-template/post-template';
import { postTerms } from './post-terms/post-terms';
import { postTimeToRead } from './post-time-to-read/post-time-to-read';
import { postTitle } from './post-title/post-title';
import { preformatted } from './preformatted/preformatted';
import { pullquote } from './pullquote/pullquote';
import { query } from './query/query';
import { queryNoResults } from './query-no-results/query-no-results';
import { queryPagination } from './query-pagination/query-pagination';
import { queryPaginationNext } from './query-pagination-next/query-pagination-next';
import { queryPaginationNumbers } from './query-pagination-numbers/query-pagination-numbers';
import { queryPaginationPrevious } from './query-pagination-previous/query-pagination-previous';
import { queryTitle } from './query-title/query-title';
import { queryTotal } from './query-total/query-total';
import { quote } from './quote/quote';
import { readMore } from './read-more/read-more';
import { search } from './search/search';
import { separator } from './separator/separator';
import { siteLogo } from './site-logo/site-logo';
import { siteTagline } from './site-tagline/site-tagline';
import { siteTitle } from './site-title/site-title';
import { socialLink } from './social-link/social-link';
import { socialLinks } from './social-links/social-links';
import { spacer } from './spacer/spacer';
import { table } from './table/table';
import { tagCloud } from './tag-cloud/tag-cloud';
import { templatePart } from './template-part/template-part';
import { termDescription } from './term-description/term-description';
import { termName } from './term-name/term-name';
import { verse } from './verse/verse';
import { video } from './video/video';

// Widgets and listings (archives, calendar, terms, latest posts, log in / out).
const listingBlocks: readonly BlockType[] = [
  latestPosts,
  archives,
  calendar,
  categories,
  tagCloud,
  loginout,
  postTimeToRead,
  queryTotal,
  termName,
];

/** Every block type Atelier ships, ready to register: `createRegistry(coreBlocks)`. */
export const coreBlocks: readonly BlockType[] = [
  paragraph,
  heading,
  list,
  listItem,
  quote,
  pullquote,
  code,
  preformatted,
  verse,
  html,
  details,
  accordion,
  accordionItem,
  accordionHeading,
  accordionPanel,
  table,
  image,
  gallery,
  video,
  audio,
  file,
  embed,
  cover,
  mediaText,
  buttons,
  button,
  group,
  columns,
  column,
  spacer,
  separator,
  more,
  nextpage,
  socialLinks,
  socialLink,
  siteTitle,
  siteTagline,
  siteLogo,
  navigation,
  navigationLink,
  navigationSubmenu,
  pageList,
  homeLink,
  templatePart,
  postTitle,
  postContent,
  postDate,
  postExcerpt,
  postFeaturedImage,
  postAuthorName,
  postAuthor,
  postAuthorBiography,
  termDescription,
  postTerms,
  postNavigationLink,
  readMore,
  query,
  postTemplate,
  queryPagination,
  queryPaginationNext,
  queryPaginationPrevious,
  queryPaginationNumbers,
  queryNoResults,
  queryTitle,
  search,
  syncedPattern,
  pattern,
  comments,
  commentsTitle,
  commentTemplate,
  commentAuthorName,
  commentContent,
  commentDate,
  commentEditLink,
  commentReplyLink,
  commentsPagination,
  commentsPaginationNext,
  commentsPaginationPrevious,
  commentsPaginationNumbers,
  postCommentsForm,
  postCommentsCount,
  postCommentsLink,
  latestComments,
  avatar,
  ...listingBlocks,
];

/** A new registry holding `coreBlocks`. */
export function createCoreRegistry(): BlockRegistry {
  return createRegistry(coreBlocks);
}
