import type { BlockAttributes } from '../grammar/block-node';
import { addStyle, emptyOutput, readPath, type SupportOutput } from './style-value';

/** Dimensions support: inline `min-height` and `aspect-ratio` (with `has-aspect-ratio`). */
export function dimensionsOutput(attributes: BlockAttributes): SupportOutput {
  const out = emptyOutput();
  addStyle(out, 'min-height', readPath(attributes.style, ['dimensions', 'minHeight']));
  const ratio = readPath(attributes.style, ['dimensions', 'aspectRatio']);
  if (typeof ratio === 'string' && ratio !== '' && ratio !== 'auto') {
    out.classes.push('has-aspect-ratio');
    addStyle(out, 'aspect-ratio', ratio);
  }
  return out;
}
