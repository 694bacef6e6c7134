import { describe, expect, it } from 'vitest';
import { modifiedDate, patternFacts, recordTitle, templatePartFacts } from './record-facts';

describe('patternFacts', () => {
  it('says whether the pattern is synced', () => {
    expect(patternFacts({ wp_pattern_sync_status: 'unsynced' })).toEqual([
      { label: 'Sync status', value: 'Not synced' },
    ]);
    expect(patternFacts({ wp_pattern_sync_status: '' })[0]?.value).toBe('Synced');
    expect(patternFacts({})[0]?.value).toBe('Synced');
  });

  it('names its categories, leaving out terms that are gone', () => {
    const terms = [
      { id: 4, name: 'Studio' },
      { id: 5, name: 'Hours' },
    ];
    expect(patternFacts({ wp_pattern_category: [5, 4, 9] }, terms)).toEqual([
      { label: 'Sync status', value: 'Synced' },
      { label: 'Categories', value: 'Studio, Hours' },
    ]);
    expect(patternFacts({ wp_pattern_category: [9] }, terms)).toHaveLength(1);
  });
});

describe('recordTitle', () => {
  it('shows (no title) for an empty title', () => {
    expect(recordTitle({ title: 'About' })).toBe('About');
    expect(recordTitle({ title: '' })).toBe('(no title)');
    expect(recordTitle({})).toBe('(no title)');
  });
});

describe('modifiedDate', () => {
  it('reads the GMT time of the last change', () => {
    expect(modifiedDate({ modified_gmt: '2026-03-01T10:00:00' })?.toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    expect(modifiedDate({ modified: '2026-03-01T10:00:00+02:00' })?.toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(modifiedDate({ modified: 'soon' })).toBeNull();
    expect(modifiedDate({})).toBeNull();
  });
});

describe('templatePartFacts', () => {
  it("names the part's area by its label, 'General' without one", () => {
    expect(templatePartFacts({ area: 'footer' })).toEqual([{ label: 'Area', value: 'Footer' }]);
    expect(templatePartFacts({ area: '' })).toEqual([{ label: 'Area', value: 'General' }]);
    expect(templatePartFacts({})).toEqual([{ label: 'Area', value: 'General' }]);
  });
});
