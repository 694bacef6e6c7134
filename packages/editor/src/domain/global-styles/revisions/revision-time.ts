const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Reads the REST date (UTC, ISO without zone, as `modified_gmt`) as a time. */
function utcTime(gmt: string): number {
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? gmt : `${gmt}Z`);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * When a revision was saved, as the list shows it (spec 3 §4): relative under 24 hours
 * ('a few seconds ago', '1 minute ago', '2 hours ago'), the full date after
 * ('Nov 27, 2026, 3:05 PM', in `timeZone`, the browser's by default).
 */
export function revisionTimeLabel(
  modifiedGmt: string,
  now: Date,
  options: { timeZone?: string } = {},
): string {
  const time = utcTime(modifiedGmt);
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed >= DAY) {
    return new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: options.timeZone,
    }).format(time);
  }
  if (elapsed < 45_000) return 'a few seconds ago';
  if (elapsed < HOUR) return plural(Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  return plural(Math.floor(elapsed / HOUR), 'hour');
}
