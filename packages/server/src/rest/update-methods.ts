import type { HttpMethod } from './router.js';

/** An update answers POST, PUT and PATCH alike, as in WordPress. */
export const UPDATE_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH'];
