import { escapeAttribute } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import type { RenderContext } from '../../render/render-context';
import type { DateArchive } from '../../render/widget-lookups';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { dateArchiveUrl } from '../archives/archive-links';
import { optionalNumber } from '../attribute-values';
import { MONTH_NAMES } from '../post-date/format-date';
import { type CalendarCell, calendarWeeks, weekdays } from './calendar-month';

/** The month a calendar shows: the block's own, the date archive being viewed, else this month. */
export function calendarMonth(
  attributes: Record<string, unknown>,
  context: RenderContext,
  today: Date,
): { year: number; month: number } {
  const year = optionalNumber(attributes, 'year');
  const month = optionalNumber(attributes, 'month');
  if (year !== undefined && month !== undefined && month >= 1 && month <= 12)
    return { year, month };
  const archiveUrl =
    context.mainQuery?.archive?.type === 'date' ? context.mainQuery.url : undefined;
  const match =
    archiveUrl === undefined ? null : /\/(\d{4})\/(\d{2})(?:\/\d{2})?\/?$/.exec(archiveUrl);
  if (match?.[1] && match[2]) return { year: Number(match[1]), month: Number(match[2]) };
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
}

function cell(
  item: CalendarCell,
  shown: { year: number; month: number },
  postDays: Set<number>,
  today: Date,
  siteUrl: string,
): string {
  if ('pad' in item) return `<td colspan="${item.pad}" class="pad">&nbsp;</td>`;
  const isToday =
    today.getUTCFullYear() === shown.year &&
    today.getUTCMonth() + 1 === shown.month &&
    today.getUTCDate() === item.day;
  const open = isToday ? '<td id="today">' : '<td>';
  if (!postDays.has(item.day)) return `${open}${item.day}</td>`;
  const label = `Posts published on ${MONTH_NAMES[shown.month - 1]} ${item.day}, ${shown.year}`;
  const url = dateArchiveUrl(siteUrl, { year: shown.year, month: shown.month, day: item.day });
  return `${open}<a href="${escapeAttribute(url)}" aria-label="${escapeAttribute(label)}">${item.day}</a></td>`;
}

function navLink(months: DateArchive[], shown: { year: number; month: number }, siteUrl: string) {
  const key = shown.year * 12 + shown.month;
  const older = months.find((entry) => entry.year * 12 + entry.month < key);
  const newer = [...months].reverse().find((entry) => entry.year * 12 + entry.month > key);
  const abbrev = (entry: DateArchive) => (MONTH_NAMES[entry.month - 1] ?? '').slice(0, 3);
  const previous = older
    ? `<span class="wp-calendar-nav-prev"><a href="${escapeAttribute(dateArchiveUrl(siteUrl, { ...older, day: 0 }))}">&laquo; ${abbrev(older)}</a></span>`
    : '<span class="wp-calendar-nav-prev">&nbsp;</span>';
  const next = newer
    ? `<span class="wp-calendar-nav-next"><a href="${escapeAttribute(dateArchiveUrl(siteUrl, { ...newer, day: 0 }))}">${abbrev(newer)} &raquo;</a></span>`
    : '<span class="wp-calendar-nav-next">&nbsp;</span>';
  return `<nav aria-label="Previous and next months" class="wp-calendar-nav">\n\t\t${previous}\n\t\t<span class="pad">&nbsp;</span>\n\t\t${next}\n\t</nav>`;
}

/**
 * The calendar table of WordPress's `get_calendar`: the month's caption, weekday initials, days
 * with posts linked to their day archive, today marked, and links to the nearest older and newer
 * months with posts.
 */
export async function calendarTable(
  context: RenderContext,
  shown: { year: number; month: number },
  today: Date,
  weekStart: number,
): Promise<string> {
  const [days, months] = await Promise.all([
    context.lookups.dateArchives({ postType: 'post', period: 'daily', ...shown }),
    context.lookups.dateArchives({ postType: 'post', period: 'monthly' }),
  ]);
  const postDays = new Set(days.map((entry) => entry.day));
  const head = weekdays(weekStart)
    .map((name) => `\n\t\t<th scope="col" aria-label="${name}">${name.charAt(0)}</th>`)
    .join('');
  const rows = calendarWeeks(shown.year, shown.month, weekStart)
    .map((week) =>
      week.map((item) => cell(item, shown, postDays, today, context.site.url)).join(''),
    )
    .join('\n\t</tr>\n\t<tr>\n\t\t');
  return `<table id="wp-calendar" class="wp-calendar-table">
	<caption>${MONTH_NAMES[shown.month - 1]} ${shown.year}</caption>
	<thead>
	<tr>${head}
	</tr>
	</thead>
	<tbody>
	<tr>
		${rows}
	</tr>
	</tbody>
	</table>${navLink(months, shown, context.site.url)}`;
}

/**
 * `core/calendar`: a month's calendar with links to the days that have posts. Nothing when the
 * site has no published posts, as WordPress's render.
 */
export const calendar: BlockType = {
  name: 'core/calendar',
  title: 'Calendar',
  category: 'widgets',
  icon: 'calendar',
  description: 'A calendar of your site’s posts.',
  keywords: ['posts', 'archive'],
  attributes: {
    month: { type: 'integer' },
    year: { type: 'integer' },
  },
  supports: {
    align: true,
    html: false,
    color: { link: true, background: true, text: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const any = await context.lookups.dateArchives({ postType: 'post', period: 'yearly' });
    if (any.length === 0) return '';
    const today = new Date();
    const table = await calendarTable(context, calendarMonth(attributes, context, today), today, 1);
    return tag('div', wrapperAttributes(blockType, attributes), table);
  },
};
