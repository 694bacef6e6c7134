/**
 * 'Draft a new page' (spec 2 §5, §7 'Create page'): what is sent to create the draft. The title
 * may be left empty; the page is then called 'No title' and its slug is made from that text.
 */

/** The title a draft gets when none was typed. */
export const UNTITLED_PAGE = 'No title';

/** The fields of the POST that creates the draft. */
export type DraftPageRecord = Readonly<{
  status: 'draft';
  title: string;
  slug: string;
}>;

/** The title as typed (trimmed), or 'No title' when nothing was typed. */
export function draftPageTitle(typed: string): string {
  const title = typed.trim();
  return title === '' ? UNTITLED_PAGE : title;
}

/**
 * A slug from a text: lowercase, accents dropped, every run of characters other than letters and
 * digits turned into one hyphen, no hyphen at either end. The server makes it unique.
 */
export function pageSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The draft to create from what the user typed in 'Page title'. */
export function draftPageRecord(typed: string): DraftPageRecord {
  const title = draftPageTitle(typed);
  return { status: 'draft', title, slug: pageSlug(title) || pageSlug(UNTITLED_PAGE) };
}
