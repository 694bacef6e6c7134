/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const pad = (value: number): string => String(value).padStart(2, '0');

type Part = (date: Date) => string;

const PARTS: Record<string, Part> = {
  d: (date) => pad(date.getUTCDate()),
  j: (date) => String(date.getUTCDate()),
  S: (date) => ordinal(date.getUTCDate()),
  D: (date) => (DAYS[date.getUTCDay()] ?? '').slice(0, 3),
  l: (date) => DAYS[date.getUTCDay()] ?? '',
  m: (date) => pad(date.getUTCMonth() + 1),
  n: (date) => String(date.getUTCMonth() + 1),
  F: (date) => MONTH_NAMES[date.getUTCMonth()] ?? '',
  M: (date) => (MONTH_NAMES[date.getUTCMonth()] ?? '').slice(0, 3),
  Y: (date) => String(date.getUTCFullYear()),
  y: (date) => String(date.getUTCFullYear()).slice(-2),
  H: (date) => pad(date.getUTCHours()),
  G: (date) => String(date.getUTCHours()),
  h: (date) => pad(date.getUTCHours() % 12 || 12),
  g: (date) => String(date.getUTCHours() % 12 || 12),
  i: (date) => pad(date.getUTCMinutes()),
  s: (date) => pad(date.getUTCSeconds()),
  a: (date) => (date.getUTCHours() < 12 ? 'am' : 'pm'),
  A: (date) => (date.getUTCHours() < 12 ? 'AM' : 'PM'),
  c: (date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
};

/**
 * Formats an ISO date with a PHP-style format string (`F j, Y`, `Y-m-d`, `g:i a` …), in UTC;
 * a backslash escapes the next character. Unparseable dates give `''`.
 */
export function formatDate(iso: string, format: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let out = '';
  for (let index = 0; index < format.length; index += 1) {
    const char = format.charAt(index);
    if (char === '\\') {
      index += 1;
      out += format.charAt(index);
      continue;
    }
    const part = PARTS[char];
    out += part === undefined ? char : part(date);
  }
  return out;
}
