import type { BlockAttributes } from '../grammar/block-node';
import { addStyle, emptyOutput, readPath, type SupportOutput } from './style-value';

/** Shadow support: inline `box-shadow`, resolving `var:preset|shadow|{slug}`. */
export function shadowOutput(attributes: BlockAttributes): SupportOutput {
  const out = emptyOutput();
  addStyle(out, 'box-shadow', readPath(attributes.style, ['shadow']));
  return out;
}
