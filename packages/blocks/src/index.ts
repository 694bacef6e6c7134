export { getBlockAttributes } from './attributes/source-attributes';
export { blockDepth, MAX_BLOCK_DEPTH } from './grammar/block-depth';
export {
  BLOCK_IDS_FIELD,
  type BlockIdEntry,
  type BlockIdTree,
  blockIdTreeOf,
  isBlankFreeform,
  numberedBlockIds,
  withBlockIds,
} from './grammar/block-ids';
export type { BlockAttributes, BlockDelimiters, BlockNode } from './grammar/block-node';
export { type PairableBlock, pairBlockTrees } from './grammar/pair-blocks';
export { parse } from './grammar/parse';
export { serialize, serializeBlock } from './grammar/serialize';
export { serializeAttributes } from './grammar/serialize-attributes';
export { escapeAttribute, escapeHtml } from './html/escape';
export {
  ACCORDION_VIEW_SCRIPT,
  needsAccordionViewScript,
} from './library/accordion/accordion-view-script';
export {
  DROPDOWN_VIEW_SCRIPT,
  needsDropdownViewScript,
} from './library/archives/dropdown-view-script';
export type {
  CommentData,
  CommentDisplaySettings,
  CommentLookups,
  CommentViewer,
  LatestCommentData,
} from './library/comments/comment-lookups';
export { commentParagraphs } from './library/comments/comment-text';
export {
  commentFromRecord,
  listCommentLookups,
  type RestCommentRecord,
} from './library/comments/record-comments';
export { coreBlocks, createCoreRegistry } from './library/core-blocks';
export {
  coreBlockGroups,
  coreBlockOrder,
  createCoreLoadingRegistry,
} from './library/lazy/core-block-groups';
export {
  navigationClasses,
  type OverlayMenu,
  overlayMenu,
} from './library/navigation/navigation-classes';
export {
  NAVIGATION_VIEW_SCRIPT,
  needsNavigationViewScript,
} from './library/navigation/navigation-view-script';
export { type ResolvedQuery, resolveQuery } from './library/query/query-params';
export { serviceIconSvg } from './library/social-link/service-icon-svg';
export { socialLinkHtml } from './library/social-link/social-link-html';
export type {
  Alignment,
  AttributeSchema,
  AttributeType,
  BlockSelectors,
  BlockSpec,
  BlockStyle,
  BlockSupports,
  BlockTransform,
  BlockType,
  BlockVariation,
  LayoutSupport,
  RenderArguments,
  SaveArguments,
  SupportGroup,
  TransformInput,
} from './registry/block-type';
export { commentAttributes, createBlock, withDefaults } from './registry/create-block';
export { INNER_BLOCKS } from './registry/inner-blocks';
export {
  type BlockTypeGroup,
  createLoadingRegistry,
  type LoadingRegistry,
} from './registry/loading-registry';
export { type BlockRegistry, createRegistry } from './registry/registry';
export { replaceInnerBlocks, updateBlockAttributes } from './registry/update-block';
export {
  applyBlockStyle,
  getActiveBlockStyle,
  getActiveVariation,
} from './registry/variations-and-styles';
export type {
  FragmentCache,
  FragmentEntry,
  FragmentStore,
  RenderedFragment,
} from './render/fragment-cache';
export { nestedInnerWrapperClass } from './render/inner-wrapper';
export {
  pieceHtml,
  RECURSION_MESSAGE,
  type RenderedPiece,
  type RenderedPieces,
  type RenderResult,
  render,
  renderPieces,
  renderWithStyles,
} from './render/render-blocks';
export type {
  Author,
  MainQuery,
  MediaItem,
  NavigationMenu,
  PageSummary,
  PostData,
  PostQuery,
  PostQueryResult,
  RenderContext,
  RenderLookups,
  SiteSettings,
  StoredContent,
  TemplatePartRecord,
  Term,
} from './render/render-context';
export type {
  ArchivePeriod,
  DateArchive,
  DateArchiveQuery,
  TermCount,
  Visitor,
  WidgetLookups,
} from './render/widget-lookups';
export { blockLibraryCss } from './styles/block-library-css';
export { defaultBlockClass, supportsOutput, wrapperAttributes } from './supports/block-wrapper';
export { type LayoutClassOptions, layoutClasses, layoutContainerCss } from './supports/layout';
export { duotoneStyles, type RenderTimeStyle } from './supports/render-time-styles';
export { presetValue } from './supports/style-value';
export { fluidCustomFontSize } from './supports/typography';
export { templateFallback, templateFallbacks } from './templates/template-fallbacks';
export {
  DEFAULT_TEMPLATE_PART_AREA,
  isTemplatePartArea,
  TEMPLATE_PART_AREAS,
  type TemplatePartArea,
} from './templates/template-part-areas';
export {
  HIERARCHY_ORDER,
  HIERARCHY_TEMPLATES,
  type HierarchyTemplate,
  hierarchyIndex,
  TEMPLATE_TYPES,
  type TemplateType,
} from './templates/template-types';
export { availableTransforms, transformBlocks } from './transforms/transform-blocks';
export {
  type AnalyzedBlock,
  analyzeBlocks,
  blockAttributes,
  invalidBlocks,
  parseBlocks,
} from './validation/analyze-blocks';
export { type FallbackBlock, toFallbackBlock } from './validation/fallback-block';
export { type BlockValidation, validateBlock } from './validation/validate-block';
