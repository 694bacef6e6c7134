import type { BlockUi } from '../block-ui';

/**
 * core/paragraph: its text alignment is saved in `align` (`has-text-align-*`), and typing '/' in
 * an empty one opens the slash inserter.
 */
export const paragraphUi: BlockUi = {
  toolbar: { textAlignAttribute: 'align', slashInserter: true },
};
