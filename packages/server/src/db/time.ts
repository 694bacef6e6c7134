/** WordPress-style date text without a zone: `2026-11-21T05:17:13`. */
export function toDateText(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** The current time as GMT date text. */
export function nowText(): string {
  return toDateText(new Date());
}

/** Parses date text written by toDateText (always GMT). */
export function fromDateText(text: string): Date {
  return new Date(`${text}Z`);
}

/**
 * The `modified` text for a new version of a record: now to the millisecond
 * (`2026-11-21T05:17:13.482`), and always later than the version before, so each version of a
 * record has its own `modified` and a client that sends it back names exactly one version.
 */
export function nextModifiedText(previous: string | undefined, now: Date = new Date()): string {
  const before = previous === undefined ? Number.NaN : fromDateText(previous).getTime();
  const at = Number.isNaN(before) ? now.getTime() : Math.max(now.getTime(), before + 1);
  return new Date(at).toISOString().slice(0, 23);
}
