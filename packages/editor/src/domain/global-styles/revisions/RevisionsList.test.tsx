import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevisionsList } from './RevisionsList';
import { RevisionsPagination } from './RevisionsPagination';
import type { RevisionEntry } from './revision-entries';

const NOW = new Date('2026-11-29T12:00:00Z');
const latest: RevisionEntry = {
  id: 12,
  authorName: 'Site Admin',
  avatarUrl: '/avatar-48.png',
  modifiedGmt: '2026-11-29T10:00:00',
  styles: { color: { text: '#111' }, css: 'p { margin: 0 }' },
  settings: {},
  isLatest: true,
};
const older: RevisionEntry = {
  id: 11,
  authorName: 'Site Admin',
  modifiedGmt: '2026-11-20T09:30:00',
  styles: { color: { text: '#222' } },
  settings: {},
  isLatest: false,
};
const parent: RevisionEntry = { id: 'parent', styles: {}, settings: {}, isLatest: false };
const saved = { styles: latest.styles, settings: latest.settings };

function renderList(props: Partial<Parameters<typeof RevisionsList>[0]> = {}) {
  const onApply = vi.fn();
  const onSelect = vi.fn();
  const view = render(
    <RevisionsList
      entries={[latest, older, parent]}
      onSelect={onSelect}
      current={saved}
      hasUnsavedEdits={false}
      onApply={onApply}
      now={NOW}
      {...props}
    />,
  );
  return { onApply, onSelect, ...view };
}

describe('RevisionsList', () => {
  afterEach(cleanup);

  it('shows each entry with its author, time and changes; the first is selected and applied', () => {
    renderList();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('button', { name: /Site Admin/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(first.getByText('2 hours ago')).toBeTruthy();
    expect(first.getByText('Colors, Additional CSS')).toBeTruthy();
    expect(first.getByText('These styles are already applied to your site.')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Nov 20, 2026/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Default styles')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('applies an older revision at once when there are no unsaved edits', () => {
    const { onApply } = renderList({ selectedId: 11 });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ styles: older.styles, settings: {} });
  });

  it('asks first when unsaved edits would be lost, and Cancel keeps them', () => {
    const { onApply } = renderList({
      selectedId: 'parent',
      hasUnsavedEdits: true,
      current: { styles: { color: { text: 'red' } }, settings: {} },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset to defaults' });
    expect(
      within(dialog).getByText('Any unsaved changes will be lost when you apply this revision.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset to defaults' }),
    );
    expect(onApply).toHaveBeenCalledWith({ styles: {}, settings: {} });
  });

  it('selects an entry when it is clicked', () => {
    const { onSelect } = renderList();
    fireEvent.click(screen.getByRole('button', { name: /Default styles/ }));
    expect(onSelect).toHaveBeenCalledWith(parent);
  });
});

describe('RevisionsPagination', () => {
  afterEach(cleanup);

  it('shows the count and the page, with first, previous, next and last', () => {
    const onPageChange = vi.fn();
    render(<RevisionsPagination total={23} page={2} onPageChange={onPageChange} />);
    expect(screen.getByText('23 items')).toBeTruthy();
    expect(screen.getByText('2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [1], [3], [3]]);
  });

  it('disables the way back on the first page and shows nothing for a single page', () => {
    const { rerender } = render(
      <RevisionsPagination total={23} page={1} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', false);
    rerender(<RevisionsPagination total={7} page={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
