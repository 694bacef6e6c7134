import type { PageItem } from './page-item';

/**
 * How a page's status reads in the Pages area (spec 2 §4): Published with how long ago,
 * Scheduled with its date, Draft, Pending, Private, 'Password protected' and Trash.
 */

/** Every status a page can have, with its list label (the manage list filters by these). */
export const PAGE_STATUSES = Object.freeze([
  { value: 'publish', label: 'Published' },
  { value: 'future', label: 'Scheduled' },
  { value: 'draft', label: 'Draft' },
  { value: 'pending', label: 'Pending' },
  { value: 'private', label: 'Private' },
  { value: 'trash', label: 'Trash' },
] as const);

export type PageStatusValue = (typeof PAGE_STATUSES)[number]['value'];

/** Statuses of the 'All pages' view: everything but the trash. */
export const NOT_TRASHED_STATUSES: readonly PageStatusValue[] = [
  'publish',
  'future',
  'draft',
  'pending',
  'private',
];

/** Whether a text names a page status. */
export function isPageStatus(value: unknown): value is PageStatusValue {
  return PAGE_STATUSES.some((status) => status.value === value);
}

/** What the Status column shows: a label and, for published and scheduled pages, when. */
export interface PageStatusDisplay {
  label: string;
  /** 'Published': how long ago ("3 days ago"); 'Scheduled': the date; otherwise ''. */
  detail: string;
}

/** A stored site-time date (`YYYY-MM-DDTHH:mm:ss`, no zone) read as the moment it names. */
export function storedDate(value: string): Date | null {
  if (value === '') return null;
  const date = new Date(/Z$|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "in 2 hours", "now": the largest whole unit between `date` and `now`. */
export function relativeTime(date: Date, now: Date, locale = 'en'): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The calendar date a scheduled page will be published on, as the list shows it. */
export function scheduledDate(date: Date, locale = 'en'): string {
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

/**
 * The status a page shows. A password wins over published and private (the page is
 * 'Password protected'); drafts, pending and trashed pages show their own status.
 */
export function pageStatusDisplay(
  page: Pick<PageItem, 'status' | 'password' | 'date'>,
  now: Date,
  locale = 'en',
): PageStatusDisplay {
  const date = storedDate(page.date);
  if (page.password !== '' && (page.status === 'publish' || page.status === 'private')) {
    return { label: 'Password protected', detail: '' };
  }
  if (page.status === 'publish') {
    return { label: 'Published', detail: date === null ? '' : relativeTime(date, now, locale) };
  }
  if (page.status === 'future') {
    return { label: 'Scheduled', detail: date === null ? '' : scheduledDate(date, locale) };
  }
  const known = PAGE_STATUSES.find((status) => status.value === page.status);
  return { label: known?.label ?? page.status, detail: '' };
}
