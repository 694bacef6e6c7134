import type { RestRoute } from '../router.js';
import {
  CATEGORY_TAXONOMY,
  DATAVIEWS_TYPE_TAXONOMY,
  PATTERN_CATEGORY_TAXONOMY,
  TAG_TAXONOMY,
} from './taxonomy-config.js';
import { taxonomyRoutes } from './term-routes.js';

/** `/wp/v2/categories`, `/tags`, `/wp_pattern_category` and `/wp_dataviews_type`. */
export const termRoutes: RestRoute[] = [
  CATEGORY_TAXONOMY,
  TAG_TAXONOMY,
  PATTERN_CATEGORY_TAXONOMY,
  DATAVIEWS_TYPE_TAXONOMY,
].flatMap(taxonomyRoutes);
