/**
 * Written by a block's `save` where its inner blocks go. It never reaches output: block creation
 * turns it into `innerContent` slots and validation compares it against them.
 */
export const INNER_BLOCKS = '\u0000inner-blocks\u0000';
