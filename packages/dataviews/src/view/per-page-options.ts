/** Items-per-page choices (spec 1 §9). */
export const PER_PAGE_OPTIONS: readonly number[] = Object.freeze([10, 20, 50, 100]);

/** Items per page when a view does not say. */
export const DEFAULT_PER_PAGE = 20;
