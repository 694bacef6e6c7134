import { blockDepth, MAX_BLOCK_DEPTH, parse } from '@atelier/blocks';
import { AppError } from '../errors/app-error.js';

/**
 * Refuses block content nested deeper than the renderer draws (`MAX_BLOCK_DEPTH`) with 400
 * `rest_invalid_param`, so such a tree is never stored; returns the content unchanged otherwise.
 */
export function checkedBlockContent(
  content: string | undefined,
  param = 'content',
): string | undefined {
  if (content === undefined || !content.includes('<!--')) return content;
  if (blockDepth(parse(content)) > MAX_BLOCK_DEPTH) {
    throw new AppError('rest_invalid_param', `Invalid parameter(s): ${param}`, 400, {
      params: { [param]: `${param} nests blocks more than ${MAX_BLOCK_DEPTH} levels deep.` },
    });
  }
  return content;
}
