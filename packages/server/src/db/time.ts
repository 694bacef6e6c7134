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
