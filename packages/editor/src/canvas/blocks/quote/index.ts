import type { BlockUi } from '../block-ui';

/** core/quote: the toolbar's format buttons apply to the quote's text. */
export const quoteUi: BlockUi = { toolbar: { formats: true } };
