import type { BlockType } from '../../registry/block-type';
import { syncedPattern } from '../block/block';
import { button } from '../button/button';
import { buttons } from '../buttons/buttons';
import { column } from '../column/column';
import { columns } from '../columns/columns';
import { group } from '../group/group';
import { heading } from '../heading/heading';
import { homeLink } from '../home-link/home-link';
import { list } from '../list/list';
import { listItem } from '../list-item/list-item';
import { navigation } from '../navigation/navigation';
import { navigationLink } from '../navigation-link/navigation-link';
import { navigationSubmenu } from '../navigation-submenu/navigation-submenu';
import { pageList } from '../page-list/page-list';
import { paragraph } from '../paragraph/paragraph';
import { pattern } from '../pattern/pattern';
import { postAuthorName } from '../post-author-name/post-author-name';
import { postContent } from '../post-content/post-content';
import { postDate } from '../post-date/post-date';
import { postExcerpt } from '../post-excerpt/post-excerpt';
import { postFeaturedImage } from '../post-featured-image/post-featured-image';
import { postNavigationLink } from '../post-navigation-link/post-navigation-link';
import { postTemplate } from '../post-template/post-template';
import { postTerms } from '../post-terms/post-terms';
import { postTitle } from '../post-title/post-title';
import { query } from '../query/query';
import { queryNoResults } from '../query-no-results/query-no-results';
import { queryPagination } from '../query-pagination/query-pagination';
import { queryPaginationNext } from '../query-pagination-next/query-pagination-next';
import { queryPaginationNumbers } from '../query-pagination-numbers/query-pagination-numbers';
import { queryPaginationPrevious } from '../query-pagination-previous/query-pagination-previous';
import { queryTitle } from '../query-title/query-title';
import { quote } from '../quote/quote';
import { readMore } from '../read-more/read-more';
import { search } from '../search/search';
import { separator } from '../separator/separator';
import { siteLogo } from '../site-logo/site-logo';
import { siteTagline } from '../site-tagline/site-tagline';
import { siteTitle } from '../site-title/site-title';
import { socialLink } from '../social-link/social-link';
import { socialLinks } from '../social-links/social-links';
import { spacer } from '../spacer/spacer';
import { templatePart } from '../template-part/template-part';

/**
 * The block types nearly every template, part and page uses (text, layout, site, query and post
 * blocks): one chunk the editor loads before the first block of most records.
 */
export const everydayBlocks: readonly BlockType[] = [
  paragraph,
  heading,
  list,
  listItem,
  quote,
  buttons,
  button,
  group,
  columns,
  column,
  spacer,
  separator,
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
];
