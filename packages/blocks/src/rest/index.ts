export {
  ACTIVE_THEME,
  ALL_RECORDS,
  customViewsQuery,
  MANAGE_PAGES_FIRST,
  NAVIGATION_MENUS,
  PAGE_AUTHORS,
  PAGES_SIDEBAR_LIST,
  PREVIEW_PAGES,
  PREVIEW_POSTS,
  PREVIEW_TARGETS,
  styleVariationsPath,
  THEME_PATTERNS,
  viewTypeTermQuery,
} from './editor-queries';
export {
  ALL_FONT_CATEGORIES,
  COLLECTION_SEARCH_DEBOUNCE_MS,
  type CollectionFontFilters,
  type CollectionFontPage,
  collectionFontPage,
  collectionPageSize,
  filterCollectionFonts,
  isInFontCategory,
  matchesFontSearch,
  SEARCH_ANNOUNCE_DEBOUNCE_MS,
} from './font-collection-browse';
export type {
  RestCollectionFontFamilySettings,
  RestFontCollection,
  RestFontCollectionCategory,
  RestFontCollectionFamily,
  RestFontCollectionSummary,
} from './font-collection-shapes';
export type {
  RestFontFace,
  RestFontFamily,
  RestFontFamilySettings,
} from './font-family-shapes';
export type {
  RestExcerpt,
  RestNavigation,
  RestPattern,
  RestPost,
  RestPostContent,
  RestPostSummary,
} from './post-shapes';
export {
  isRestTemplate,
  type RestLink,
  type RestLinks,
  type RestTemplate,
  type RestTemplateType,
  type RestText,
  rawText,
} from './record-shapes';
export {
  listPagePath,
  listPath,
  PAGE_SIZE,
  REST_ENTITIES,
  type RestEntity,
  recordPath,
  restEntity,
} from './rest-entities';
export { queryPairs, type RestQuery, withQuery } from './rest-query';
export type { RestGlobalStyles, RestSiteSettings, RestThemeGlobalStyles } from './site-shapes';
export { templatePartSlugs } from './template-part-slugs';
