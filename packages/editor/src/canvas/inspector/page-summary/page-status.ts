import { addDays, parseSiteDate, toSiteDate } from './site-date';

/**
 * The page summary's rules (spec 1 §4.5): which statuses a page may be given, what each means,
 * and which edits a change in the summary makes. Plain data in, plain data out: `now` is a
 * parameter so the rules can be tested at a fixed moment.
 */

export type PageStatus = 'draft' | 'pending' | 'private' | 'future' | 'publish';

export interface StatusOption {
  value: PageStatus;
  /** The name WordPress gives the status. */
  label: string;
  description: string;
}

/** The statuses the summary offers, in the order of spec 1 §4.5. */
export const STATUS_OPTIONS: readonly StatusOption[] = [
  { value: 'draft', label: 'Draft', description: 'Not ready to publish' },
  { value: 'pending', label: 'Pending', description: 'Waiting for review before publishing' },
  { value: 'private', label: 'Private', description: 'Only visible to site admins and editors' },
  { value: 'future', label: 'Scheduled', description: 'Publish automatically on a chosen date' },
  { value: 'publish', label: 'Published', description: 'Visible to everyone' },
];

/** Spec 1 §9: a page scheduled without a (future) date is scheduled this many days ahead. */
export const SCHEDULE_DAYS_AHEAD = 7;

/** What the summary reads of the edited page. */
export interface PageSummaryFields {
  status: string;
  /** Post date text in site time, or null when none is set ('Immediately'). */
  date: string | null;
  password: string;
}

/** The edits a change makes; `date: null` clears the date. */
export interface SummaryEdits {
  status?: PageStatus;
  date?: string | null;
  password?: string;
}

export type SummaryChange =
  | { type: 'status'; status: PageStatus }
  | { type: 'date'; date: string | null }
  | { type: 'password-toggle'; on: boolean }
  | { type: 'password'; password: string };

export interface SummaryResult {
  edits: SummaryEdits;
  /** Where the 'Password protected' toggle stands afterwards, when the change decides it. */
  passwordToggle?: boolean;
}

type Transition<T extends SummaryChange['type']> = (
  page: PageSummaryFields,
  change: Extract<SummaryChange, { type: T }>,
  now: Date,
) => SummaryResult;

function withoutPassword(page: PageSummaryFields): SummaryEdits {
  return page.password === '' ? {} : { password: '' };
}

const chooseStatus: Transition<'status'> = (page, { status }, now) => {
  const date = parseSiteDate(page.date);
  const edits: SummaryEdits = { status };
  // Publishing a page dated in the future would schedule it: it is published now instead.
  if (status === 'publish' && date !== null && date > now) edits.date = null;
  // Scheduling needs a date to come.
  if (status === 'future' && (date === null || date <= now)) {
    edits.date = toSiteDate(addDays(now, SCHEDULE_DAYS_AHEAD));
  }
  if (status === 'private')
    return { edits: { ...edits, ...withoutPassword(page) }, passwordToggle: false };
  return { edits };
};

const TRANSITIONS: { [T in SummaryChange['type']]: Transition<T> } = {
  status: chooseStatus,
  date: (_page, { date }) => ({ edits: { date } }),
  'password-toggle': (page, { on }) =>
    on
      ? { edits: {}, passwordToggle: true }
      : { edits: withoutPassword(page), passwordToggle: false },
  password: (_page, { password }) => ({ edits: { password } }),
};

/** The edits one change in the summary makes to the page (spec 1 §4.5). */
export function summaryChange(
  page: PageSummaryFields,
  change: SummaryChange,
  now: Date,
): SummaryResult {
  const transition = TRANSITIONS[change.type] as Transition<SummaryChange['type']>;
  return transition(page, change, now);
}

/** The summary's fields of an edited page record. */
export function summaryFields(record: Readonly<Record<string, unknown>>): PageSummaryFields {
  return {
    status: typeof record.status === 'string' ? record.status : 'draft',
    date: typeof record.date === 'string' && record.date !== '' ? record.date : null,
    password: typeof record.password === 'string' ? record.password : '',
  };
}

/** A status the summary can select, or null for others (e.g. trash). */
export function asPageStatus(status: string): PageStatus | null {
  return STATUS_OPTIONS.find((option) => option.value === status)?.value ?? null;
}

/** The status the summary shows: a page with a password is 'protected'. */
export function shownStatus(page: PageSummaryFields): string {
  return page.password !== '' ? 'protected' : page.status;
}

const OTHER_LABELS: Readonly<Record<string, string>> = {
  protected: 'Password protected',
  trash: 'Trash',
};

/** The name of a status as the summary shows it ('Password protected' for 'protected'). */
export function statusLabel(status: string): string {
  return (
    STATUS_OPTIONS.find((option) => option.value === status)?.label ??
    OTHER_LABELS[status] ??
    status
  );
}

/** The password fieldset is hidden while the page is private. */
export function showsPasswordFieldset(page: PageSummaryFields): boolean {
  return page.status !== 'private';
}

/** Whether the page has no publish date of its own: it is published when saved. */
export function publishesImmediately(page: PageSummaryFields): boolean {
  return page.date === null && page.status !== 'future';
}
