import { describe, expect, it } from 'vitest';
import { earlierChangesOf, madeBeforeSharing } from './shared-records';
import type { EditChange } from './store-state';

const PAGE = '["postType","page","12"]';
const SETTINGS = '["root","site",""]';

const change = (recordKey: string, prop: string, from: unknown, to: unknown, shared?: number) =>
  ({ recordKey, prop, from, to, ...(shared === undefined ? {} : { shared }) }) as EditChange;

describe('edits made before their record was shared', () => {
  const records = new Map([[PAGE, { holds: (prop: string) => prop !== 'status' }]]);
  const held = madeBeforeSharing(records);

  it('are the changes with no step number, of a field a shared record’s document holds', () => {
    expect(held(change(PAGE, 'title', 'About', 'About us'))).toBe(true);
    expect(held(change(PAGE, 'title', 'About', 'About us', 3))).toBe(false);
    expect(held(change(PAGE, 'status', 'draft', 'publish'))).toBe(false);
    expect(held(change(SETTINGS, 'title', 'Site', 'My site'))).toBe(false);
  });

  it('go back from their new values to their old ones on undo, per record, and forth on redo', () => {
    const step = {
      type: 'edits' as const,
      time: 0,
      changes: [
        change(PAGE, 'title', 'About', 'About us'),
        change(PAGE, 'excerpt', '', 'Who we are'),
        change(PAGE, 'status', 'draft', 'publish'),
        change(SETTINGS, 'title', 'Site', 'My site'),
      ],
    };
    expect(earlierChangesOf(step, held, 'undo')).toEqual([
      {
        recordKey: PAGE,
        before: { title: 'About us', excerpt: 'Who we are' },
        after: { title: 'About', excerpt: '' },
      },
    ]);
    expect(earlierChangesOf(step, held, 'redo')).toEqual([
      {
        recordKey: PAGE,
        before: { title: 'About', excerpt: '' },
        after: { title: 'About us', excerpt: 'Who we are' },
      },
    ]);
  });
});
