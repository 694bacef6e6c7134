import type { Field } from '@atelier/dataviews';
import { Link } from '../../app/Link';
import { RecordPresenceStack } from '../../components/presence/RecordPresence';
import type { PatternCategoryType } from '../../domain/patterns/pattern-categories';
import { type PatternItem, patternTitle } from '../../domain/patterns/pattern-item';
import { patternLocation } from '../../domain/patterns/pattern-location';
import { PatternCardPreview } from './PatternCardPreview';
import { PATTERN_FIELD } from './patterns-view';
import '../../ui/title-link.css';

/** What a theme pattern's lock says (WordPress's words). */
export const LOCKED_PATTERN_TEXT = 'This pattern cannot be edited.';

/** Spec 2 §9: the two sync-status options. */
export const SYNC_STATUS_ELEMENTS = [
  { value: 'full', label: 'Synced' },
  { value: 'unsynced', label: 'Not synced' },
];

function LockIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M15 11h-.2V9c0-1.5-1.2-2.8-2.8-2.8S9.2 7.5 9.2 9v2H9c-.6 0-1 .4-1 1v4c0 .6.4 1 1 1h6c.6 0 1-.4 1-1v-4c0-.6-.4-1-1-1zm-1.8 0h-2.5V9c0-.7.6-1.2 1.2-1.2s1.2.6 1.2 1.2v2z"
      />
    </svg>
  );
}

/**
 * The title: a link to the pattern's or part's screen in the edit canvas; a theme pattern,
 * which cannot be edited, shows its title as text with a lock that says so.
 */
function TitleCell({ item }: { item: PatternItem }) {
  const title = patternTitle(item);
  const to = patternLocation(item, 'edit');
  if (to === null) {
    return (
      <span className="atelier-pattern-title">
        <span className="atelier-pattern-title__text">{title}</span>
        <span
          className="atelier-pattern-title__lock"
          role="img"
          aria-label={LOCKED_PATTERN_TEXT}
          title={LOCKED_PATTERN_TEXT}
        >
          <LockIcon />
        </span>
      </span>
    );
  }
  return (
    <>
      <Link to={to} className="atelier-title-link">
        {title}
      </Link>
      <RecordPresenceStack kind={item.kind === 'user' ? 'wp_block' : item.kind} id={item.id} />
    </>
  );
}

/**
 * The fields of the Patterns list (spec 2 §2, §9): the live preview, the title and, for
 * patterns, the sync status (filterable); for template parts, the author.
 */
export function patternFields(
  categoryType: PatternCategoryType,
  authors: readonly string[],
): Field<PatternItem>[] {
  const fields: Field<PatternItem>[] = [
    {
      id: PATTERN_FIELD.preview,
      label: 'Preview',
      enableSorting: false,
      enableHiding: false,
      filterBy: false,
      getValue: ({ item }) => item.key,
      render: ({ item }) => <PatternCardPreview item={item} />,
    },
    {
      id: PATTERN_FIELD.title,
      label: 'Title',
      enableHiding: false,
      getValue: ({ item }) => patternTitle(item),
      render: ({ item }) => <TitleCell item={item} />,
    },
  ];
  if (categoryType === 'wp_template_part') {
    fields.push({
      id: PATTERN_FIELD.author,
      label: 'Author',
      type: 'enumeration',
      elements: authors.map((author) => ({ value: author, label: author })),
      filterBy: { operators: ['in', 'notIn'] },
      getValue: ({ item }) => item.authorText,
    });
    return fields;
  }
  fields.push({
    id: PATTERN_FIELD.syncStatus,
    label: 'Sync status',
    type: 'enumeration',
    elements: SYNC_STATUS_ELEMENTS,
    filterBy: { operators: ['is'] },
    enableSorting: false,
    getValue: ({ item }) => item.syncStatus,
  });
  return fields;
}
