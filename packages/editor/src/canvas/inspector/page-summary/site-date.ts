/**
 * Dates as the REST API writes them for posts: site time without a zone
 * (`2026-11-21T05:17:13`). The site's time zone is UTC (the root route says so), so site time
 * is read and written as UTC here, whatever zone the browser is in.
 */

const ZONE = /(Z|[+-]\d{2}:?\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a post date names, or null when there is none (or it does not parse). */
export function parseSiteDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(ZONE.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment as post date text in site time: `YYYY-MM-DDTHH:MM:SS`. */
export function toSiteDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** The moment `days` days after `date`. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A post date as the value of an `<input type="datetime-local">` (minutes), '' for none. */
export function toInputValue(value: unknown): string {
  const date = parseSiteDate(value);
  return date === null ? '' : toSiteDate(date).slice(0, 16);
}

/** What a `datetime-local` input holds as post date text; null when it is empty or invalid. */
export function fromInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = parseSiteDate(value.length === 16 ? `${value}:00` : value);
  return date === null ? null : toSiteDate(date);
}

const DISPLAY = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A post date for people, in site time: 'November 21, 2026 at 5:17 AM'; '' for none. */
export function formatSiteDate(value: unknown): string {
  const date = parseSiteDate(value);
  return date === null ? '' : DISPLAY.format(date);
}
