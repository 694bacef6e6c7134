/** English weekday names, Sunday first (JavaScript's `getUTCDay` order). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** One cell of the month grid: a day (1–31) or a run of empty cells before or after the days. */
export type CalendarCell = { day: number } | { pad: number };

/**
 * The weeks of a month as table rows, starting on `weekStart` (0 Sunday … 6 Saturday): the
 * first row opens with one padding cell spanning the days before the 1st, the last closes with one
 * spanning the days after the last day.
 */
export function calendarWeeks(year: number, month: number, weekStart: number): CalendarCell[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const lead = (firstWeekday - weekStart + 7) % 7;
  const weeks: CalendarCell[][] = [];
  let week: CalendarCell[] = lead > 0 ? [{ pad: lead }] : [];
  let column = lead;
  for (let day = 1; day <= days; day += 1) {
    week.push({ day });
    column += 1;
    if (column === 7) {
      weeks.push(week);
      week = [];
      column = 0;
    }
  }
  if (column > 0) {
    week.push({ pad: 7 - column });
    weeks.push(week);
  }
  return weeks;
}

/** The weekdays of a week starting on `weekStart`, as names. */
export function weekdays(weekStart: number): string[] {
  return Array.from({ length: 7 }, (_, index) => WEEKDAY_NAMES[(weekStart + index) % 7] ?? '');
}
