import type { Field, FieldElement, ViewType } from '@atelier/dataviews';
import { Link } from '../../../app/Link';
import { RecordPresenceStack } from '../../../components/presence/RecordPresence';
import { type PageItem, pageTitle } from '../../../domain/pages/page-item';
import { PAGE_STATUSES, pageStatusDisplay, storedDate } from '../../../domain/pages/page-status';
import { pageEditorLocation } from '../../../domain/pages/use-page-action-deps';
import { FeaturedImage } from './FeaturedImage';
import '../../../ui/title-link.css';

export interface PageFieldsOptions {
  /** Title links show in table and grid layouts only (spec 2 §2). */
  viewType: ViewType;
  /** The author filter's options (spec 2 §7 'Users'). */
  authors: readonly FieldElement[];
  now: Date;
}

function TitleCell({ page, linked }: { page: PageItem; linked: boolean }) {
  const title = pageTitle(page);
  return (
    <>
      {linked ? (
        <Link to={pageEditorLocation(page)} className="atelier-page-title atelier-title-link">
          {title}
        </Link>
      ) : (
        <span className="atelier-page-title">{title}</span>
      )}
      <RecordPresenceStack kind="page" id={page.id} />
    </>
  );
}

function StatusCell({ page, now }: { page: PageItem; now: Date }) {
  const { label, detail } = pageStatusDisplay(page, now);
  return (
    <span className="atelier-page-status">
      <span className="atelier-page-status__label">{label}</span>
      {detail !== '' && <span className="atelier-page-status__detail">{detail}</span>}
    </span>
  );
}

function formatDate(value: string): string {
  const date = storedDate(value);
  return date === null
    ? ''
    : date.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

/**
 * The fields of Manage pages (spec 2 §2): Featured Image, Title, Author, Status and Date. The
 * server searches, filters and sorts (see `pages-query.ts`); the fields say what can be asked.
 */
export function pageFields(options: PageFieldsOptions): Field<PageItem>[] {
  return [
    {
      id: 'featured-image',
      label: 'Featured Image',
      enableSorting: false,
      filterBy: false,
      getValue: ({ item }) => item.featuredMedia,
      render: ({ item }) => <FeaturedImage id={item.featuredMedia} />,
    },
    {
      id: 'title',
      label: 'Title',
      enableHiding: false,
      getValue: ({ item }) => pageTitle(item),
      render: ({ item }) => <TitleCell page={item} linked={options.viewType !== 'list'} />,
    },
    {
      id: 'author',
      label: 'Author',
      type: 'enumeration',
      elements: [...options.authors],
      filterBy: { operators: ['in', 'notIn'] },
      getValue: ({ item }) => item.author,
      // The embedded name, else the users list's (a page read alone has no embedded author).
      render: ({ item }) =>
        item.authorName ||
        options.authors.find((author) => author.value === item.author)?.label ||
        '',
    },
    {
      id: 'status',
      label: 'Status',
      type: 'enumeration',
      elements: PAGE_STATUSES.map((status) => ({ value: status.value, label: status.label })),
      filterBy: { operators: ['in', 'notIn'] },
      enableSorting: false,
      getValue: ({ item }) => item.status,
      render: ({ item }) => <StatusCell page={item} now={options.now} />,
    },
    {
      id: 'date',
      label: 'Date',
      type: 'datetime',
      filterBy: false,
      getValue: ({ item }) => item.date,
      render: ({ item }) => formatDate(item.date),
    },
  ];
}
