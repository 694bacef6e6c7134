import { NAVIGATION_MENUS } from '@atelier/blocks/rest';
import type { Query } from '../../data/entities/store-state';

/**
 * Spec 2 §7, §9: the Navigation area's list of menus (the query the server's preload answers).
 */
export const NAVIGATION_MENUS_QUERY: Query = NAVIGATION_MENUS;

/** The REST route that finds (or, when there is no menu, creates) the fallback menu. */
export const NAVIGATION_FALLBACK_PATH = '/wp-block-editor/v1/navigation-fallback';
