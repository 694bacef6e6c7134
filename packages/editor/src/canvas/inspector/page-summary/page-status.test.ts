import { describe, expect, it } from 'vitest';
import {
  type PageSummaryFields,
  publishesImmediately,
  STATUS_OPTIONS,
  shownStatus,
  showsPasswordFieldset,
  statusLabel,
  summaryChange,
  summaryFields,
} from './page-status';

const NOW = new Date('2026-03-10T12:00:00Z');
const PAST = '2026-03-01T09:30:00';
const FUTURE = '2026-04-01T09:30:00';
const WEEK_AHEAD = '2026-03-17T12:00:00';

function page(fields: Partial<PageSummaryFields> = {}): PageSummaryFields {
  return Object.freeze({ status: 'publish', date: PAST, password: '', ...fields });
}

describe('the page statuses (spec 1 §4.5)', () => {
  it('offers five statuses with the names WordPress shows and the spec’s descriptions', () => {
    expect(
      STATUS_OPTIONS.map(({ value, label, description }) => [value, label, description]),
    ).toEqual([
      ['draft', 'Draft', 'Not ready to publish'],
      ['pending', 'Pending', 'Waiting for review before publishing'],
      ['private', 'Private', 'Only visible to site admins and editors'],
      ['future', 'Scheduled', 'Publish automatically on a chosen date'],
      ['publish', 'Published', 'Visible to everyone'],
    ]);
  });

  it('names a page with a password "Password protected"', () => {
    expect(statusLabel(shownStatus(page()))).toBe('Published');
    expect(statusLabel(shownStatus(page({ password: 'open sesame' })))).toBe('Password protected');
    expect(statusLabel(shownStatus(page({ status: 'draft', password: 'x' })))).toBe(
      'Password protected',
    );
    expect(statusLabel(shownStatus(page({ status: 'future' })))).toBe('Scheduled');
    expect(statusLabel('trash')).toBe('Trash');
  });
});

describe('choosing a status', () => {
  it('just sets draft or pending', () => {
    expect(summaryChange(page(), { type: 'status', status: 'draft' }, NOW)).toEqual({
      edits: { status: 'draft' },
    });
    expect(
      summaryChange(page({ date: FUTURE }), { type: 'status', status: 'pending' }, NOW),
    ).toEqual({ edits: { status: 'pending' } });
  });

  it('publish with a future date clears the date', () => {
    const scheduled = page({ status: 'future', date: FUTURE });
    expect(summaryChange(scheduled, { type: 'status', status: 'publish' }, NOW)).toEqual({
      edits: { status: 'publish', date: null },
    });
  });

  it('publish keeps a past date (and no date stays none)', () => {
    const draft = page({ status: 'draft' });
    expect(summaryChange(draft, { type: 'status', status: 'publish' }, NOW)).toEqual({
      edits: { status: 'publish' },
    });
    expect(
      summaryChange(
        page({ status: 'draft', date: null }),
        { type: 'status', status: 'publish' },
        NOW,
      ),
    ).toEqual({ edits: { status: 'publish' } });
  });

  it('future with no date sets the date to now plus 7 days', () => {
    expect(summaryChange(page({ date: null }), { type: 'status', status: 'future' }, NOW)).toEqual({
      edits: { status: 'future', date: WEEK_AHEAD },
    });
  });

  it('future with a past date (or exactly now) sets the date to now plus 7 days', () => {
    expect(summaryChange(page(), { type: 'status', status: 'future' }, NOW)).toEqual({
      edits: { status: 'future', date: WEEK_AHEAD },
    });
    expect(
      summaryChange(
        page({ date: '2026-03-10T12:00:00' }),
        { type: 'status', status: 'future' },
        NOW,
      ).edits.date,
    ).toBe(WEEK_AHEAD);
  });

  it('future with a future date keeps it', () => {
    expect(
      summaryChange(page({ date: FUTURE }), { type: 'status', status: 'future' }, NOW),
    ).toEqual({ edits: { status: 'future' } });
  });

  it('private removes the password and turns the password toggle off', () => {
    expect(
      summaryChange(page({ password: 'open sesame' }), { type: 'status', status: 'private' }, NOW),
    ).toEqual({ edits: { status: 'private', password: '' }, passwordToggle: false });
    expect(summaryChange(page(), { type: 'status', status: 'private' }, NOW)).toEqual({
      edits: { status: 'private' },
      passwordToggle: false,
    });
  });

  it('a date with a zone is compared as that moment', () => {
    expect(
      summaryChange(
        page({ status: 'future', date: '2026-03-10T13:00:00+02:00' }),
        { type: 'status', status: 'publish' },
        NOW,
      ),
    ).toEqual({ edits: { status: 'publish' } });
  });
});

describe('the password', () => {
  it('hides its fieldset while the page is private', () => {
    expect(showsPasswordFieldset(page({ status: 'private' }))).toBe(false);
    for (const status of ['draft', 'pending', 'future', 'publish']) {
      expect(showsPasswordFieldset(page({ status }))).toBe(true);
    }
  });

  it('turning the toggle off clears the password', () => {
    expect(
      summaryChange(page({ password: 'open sesame' }), { type: 'password-toggle', on: false }, NOW),
    ).toEqual({ edits: { password: '' }, passwordToggle: false });
    expect(summaryChange(page(), { type: 'password-toggle', on: false }, NOW)).toEqual({
      edits: {},
      passwordToggle: false,
    });
  });

  it('turning the toggle on edits nothing until a password is typed', () => {
    expect(summaryChange(page(), { type: 'password-toggle', on: true }, NOW)).toEqual({
      edits: {},
      passwordToggle: true,
    });
    expect(summaryChange(page(), { type: 'password', password: 'open sesame' }, NOW)).toEqual({
      edits: { password: 'open sesame' },
    });
  });
});

describe('the publish date', () => {
  it('is set or cleared as chosen', () => {
    expect(summaryChange(page(), { type: 'date', date: FUTURE }, NOW)).toEqual({
      edits: { date: FUTURE },
    });
    expect(summaryChange(page(), { type: 'date', date: null }, NOW)).toEqual({
      edits: { date: null },
    });
  });

  it('reads "Immediately" when no date is set and the page is not scheduled', () => {
    expect(publishesImmediately(page({ date: null }))).toBe(true);
    expect(publishesImmediately(page({ date: null, status: 'future' }))).toBe(false);
    expect(publishesImmediately(page())).toBe(false);
  });
});

describe('summaryFields', () => {
  it('reads status, date and password of a record, with defaults', () => {
    expect(summaryFields({ status: 'private', date: PAST, password: 'x' })).toEqual({
      status: 'private',
      date: PAST,
      password: 'x',
    });
    expect(summaryFields({ date: null })).toEqual({ status: 'draft', date: null, password: '' });
    expect(summaryFields({ date: '' }).date).toBeNull();
  });
});
