/** The block context key under which an accordion hands its items their id counter. */
export const ACCORDION_IDS_CONTEXT = 'atelier/accordion-ids';

/** Gives the items of one accordion ids that differ from each other and from other accordions'. */
export interface AccordionIdCounter {
  next(): string;
}

/** A short stable hash, so accordions with different content number their items apart. */
function shortHash(value: string): string {
  let hash = 0;
  for (let index = 0; index < value.length; index += 1) {
    hash = (hash * 31 + value.charCodeAt(index)) | 0;
  }
  return (hash >>> 0).toString(36);
}

/** A counter for the items of the accordion whose saved HTML is `seed`. */
export function accordionIdCounter(seed: string): AccordionIdCounter {
  const prefix = `accordion-item-${shortHash(seed)}`;
  let count = 0;
  return {
    next() {
      count += 1;
      return `${prefix}-${count}`;
    },
  };
}

/** The counter an accordion item finds in its block context (a fresh one outside an accordion). */
export function accordionIdCounterFrom(
  blockContext: Record<string, unknown> | undefined,
  seed: string,
): AccordionIdCounter {
  const counter = blockContext?.[ACCORDION_IDS_CONTEXT];
  if (typeof counter === 'object' && counter !== null && 'next' in counter) {
    return counter as AccordionIdCounter;
  }
  return accordionIdCounter(seed);
}
