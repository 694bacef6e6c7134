import { escapeAttribute, escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import type { RenderContext } from '../../render/render-context';
import type { ArchivePeriod, DateArchive } from '../../render/widget-lookups';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag } from '../attribute-values';
import { archivePeriod, dateArchiveLabel, dateArchiveUrl } from './archive-links';

/** The dropdown's first option for each kind of archive, as WordPress words it. */
const SELECT_LABELS: Record<ArchivePeriod, string> = {
  yearly: 'Select Year',
  monthly: 'Select Month',
  daily: 'Select Day',
};

/** An attribute value for WordPress's single-quoted archive markup: `'` escaped too. */
function quotedValue(value: string): string {
  return escapeAttribute(value).replace(/'/g, '&#039;');
}

interface ArchiveItem {
  url: string;
  label: string;
  count: number;
}

function items(context: RenderContext, archives: DateArchive[], period: ArchivePeriod) {
  return archives.map(
    (archive): ArchiveItem => ({
      url: dateArchiveUrl(context.site.url, archive),
      label: dateArchiveLabel(archive, period),
      count: archive.count,
    }),
  );
}

function listItems(archives: ArchiveItem[], showCounts: boolean): string {
  return archives
    .map(
      (item) =>
        `\t<li><a href='${quotedValue(item.url)}'>${escapeHtml(item.label)}</a>${
          showCounts ? `&nbsp;(${item.count})` : ''
        }</li>\n`,
    )
    .join('');
}

function optionItems(archives: ArchiveItem[], showCounts: boolean): string {
  return archives
    .map(
      (item) =>
        `\t<option value='${quotedValue(item.url)}'> ${escapeHtml(item.label)} ${
          showCounts ? `&nbsp;(${item.count})` : ''
        }</option>\n`,
    )
    .join('');
}

/** A short id part that differs between two dropdowns with different settings on one page. */
function dropdownId(attributes: Record<string, unknown>): string {
  let hash = 0;
  for (const char of JSON.stringify(attributes)) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return `wp-block-archives-${(hash >>> 0).toString(36)}`;
}

/**
 * `core/archives`: the site's posts by year, month or day, as a list of links or a dropdown that
 * goes to the chosen archive (WordPress's `render_block_core_archives` markup).
 */
export const archives: BlockType = {
  name: 'core/archives',
  title: 'Archives',
  category: 'widgets',
  icon: 'archive',
  description: 'Display a date archive of your posts.',
  attributes: {
    displayAsDropdown: { type: 'boolean', default: false },
    showLabel: { type: 'boolean', default: true },
    showPostCounts: { type: 'boolean', default: false },
    type: { type: 'string', default: 'monthly' },
  },
  supports: {
    align: true,
    anchor: true,
    html: false,
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    color: { gradients: true, link: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const period = archivePeriod(attributes.type);
    const showCounts = flag(attributes, 'showPostCounts');
    const found = items(
      context,
      await context.lookups.dateArchives({ postType: 'post', period }),
      period,
    );
    if (flag(attributes, 'displayAsDropdown')) {
      const id = dropdownId(attributes);
      const label = tag(
        'label',
        {
          for: id,
          class: classNames(
            'wp-block-archives__label',
            flag(attributes, 'showLabel', true) ? undefined : 'screen-reader-text',
          ),
        },
        'Archives',
      );
      const select = tag(
        'select',
        { id, name: 'archive-dropdown' },
        `\n\t<option value="">${SELECT_LABELS[period]}</option>${optionItems(found, showCounts)}`,
      );
      return tag(
        'div',
        wrapperAttributes(blockType, attributes, { className: 'wp-block-archives-dropdown' }),
        `${label}\n\t${select}`,
      );
    }
    const wrapper = wrapperAttributes(blockType, attributes, {
      className: 'wp-block-archives-list',
    });
    if (found.length === 0) return tag('div', wrapper, 'No archives to show.');
    return tag('ul', wrapper, listItems(found, showCounts));
  },
};
