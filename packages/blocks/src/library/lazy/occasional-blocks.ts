import type { BlockType } from '../../registry/block-type';
import { accordion } from '../accordion/accordion';
import { accordionHeading } from '../accordion-heading/accordion-heading';
import { accordionItem } from '../accordion-item/accordion-item';
import { accordionPanel } from '../accordion-panel/accordion-panel';
import { archives } from '../archives/archives';
import { audio } from '../audio/audio';
import { avatar } from '../avatar/avatar';
import { calendar } from '../calendar/calendar';
import { categories } from '../categories/categories';
import { code } from '../code/code';
import { commentAuthorName } from '../comment-author-name/comment-author-name';
import { commentContent } from '../comment-content/comment-content';
import { commentDate } from '../comment-date/comment-date';
import { commentEditLink } from '../comment-edit-link/comment-edit-link';
import { commentReplyLink } from '../comment-reply-link/comment-reply-link';
import { commentTemplate } from '../comment-template/comment-template';
import { comments } from '../comments/comments';
import { commentsPagination } from '../comments-pagination/comments-pagination';
import { commentsPaginationNext } from '../comments-pagination-next/comments-pagination-next';
import { commentsPaginationNumbers } from '../comments-pagination-numbers/comments-pagination-numbers';
import { commentsPaginationPrevious } from '../comments-pagination-previous/comments-pagination-previous';
import { commentsTitle } from '../comments-title/comments-title';
import { cover } from '../cover/cover';
import { details } from '../details/details';
import { embed } from '../embed/embed';
import { file } from '../file/file';
import { gallery } from '../gallery/gallery';
import { html } from '../html/html';
import { image } from '../image/image';
import { latestComments } from '../latest-comments/latest-comments';
import { latestPosts } from '../latest-posts/latest-posts';
import { loginout } from '../loginout/loginout';
import { mediaText } from '../media-text/media-text';
import { more } from '../more/more';
import { nextpage } from '../nextpage/nextpage';
import { postAuthor } from '../post-author/post-author';
import { postAuthorBiography } from '../post-author-biography/post-author-biography';
import { postCommentsCount } from '../post-comments-count/post-comments-count';
import { postCommentsForm } from '../post-comments-form/post-comments-form';
import { postCommentsLink } from '../post-comments-link/post-comments-link';
import { postTimeToRead } from '../post-time-to-read/post-time-to-read';
import { preformatted } from '../preformatted/preformatted';
import { pullquote } from '../pullquote/pullquote';
import { queryTotal } from '../query-total/query-total';
import { table } from '../table/table';
import { tagCloud } from '../tag-cloud/tag-cloud';
import { termDescription } from '../term-description/term-description';
import { termName } from '../term-name/term-name';
import { verse } from '../verse/verse';
import { video } from '../video/video';

/**
 * The other core block types (media, comments, listings, accordions, tables…):
 * a chunk the editor loads when a record uses one of them, or after the first block.
 */
export const occasionalBlocks: readonly BlockType[] = [
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
  more,
  nextpage,
  postAuthor,
  postAuthorBiography,
  termDescription,
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
