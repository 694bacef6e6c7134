import type { BlockUi } from '../block-ui';
import { PatternEdit } from './Edit';

/** core/pattern: a theme pattern, shown by its content. */
export const patternUi: BlockUi = { edit: PatternEdit };
