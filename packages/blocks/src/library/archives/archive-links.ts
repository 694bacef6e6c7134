import type { ArchivePeriod, DateArchive } from '../../render/widget-lookups';
import { MONTH_NAMES } from '../post-date/format-date';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The permalink of a year, month or day archive: `/2026/`, `/2026/11/`, `/2026/11/05/`. */
export function dateArchiveUrl(
  siteUrl: string,
  archive: Pick<DateArchive, 'year' | 'month' | 'day'>,
): string {
  const base = siteUrl.replace(/\/+$/, '');
  if (archive.month === 0) return `${base}/${archive.year}/`;
  if (archive.day === 0) return `${base}/${archive.year}/${twoDigits(archive.month)}/`;
  return `${base}/${archive.year}/${twoDigits(archive.month)}/${twoDigits(archive.day)}/`;
}

/** What an archive link says: '2026', 'November 2026' or 'November 5, 2026'. */
export function dateArchiveLabel(archive: DateArchive, period: ArchivePeriod): string {
  const month = MONTH_NAMES[archive.month - 1] ?? '';
  if (period === 'yearly' || month === '') return String(archive.year);
  if (period === 'monthly' || archive.day === 0) return `${month} ${archive.year}`;
  return `${month} ${archive.day}, ${archive.year}`;
}

/** The Archives block's `type` as a period; WordPress's default is monthly. */
export function archivePeriod(type: unknown): ArchivePeriod {
  return type === 'yearly' || type === 'daily' ? type : 'monthly';
}
