// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTemplates, type TemplateFixture, templateFields } from '../testing/template-fixtures';
import type { Action, ActionModalProps, View } from '../types';
import { filterSortAndPaginate } from '../view/filter-sort-and-paginate';
import { DataViews, type DataViewsProps } from './DataViews';

type Props = Partial<DataViewsProps<TemplateFixture>> & { initialView?: View };

const tableView: View = {
  type: 'table',
  page: 1,
  perPage: 10,
  sort: { field: 'title', direction: 'asc' },
  hiddenFields: ['description', 'modified', 'order', 'tags'],
  layout: { primaryField: 'title' },
};

/** Renders DataViews the way an app would for a list fetched whole. */
function Harness({
  initialView = tableView,
  items = makeTemplates(12),
  onView,
  ...props
}: Props & { items?: TemplateFixture[]; onView?: (view: View) => void }) {
  const [view, setView] = useState(initialView);
  const { data, paginationInfo } = filterSortAndPaginate(items, view, templateFields);
  return (
    <DataViews<TemplateFixture>
      data={data}
      fields={templateFields}
      view={view}
      onChangeView={(next) => {
        onView?.(next);
        setView(next);
      }}
      paginationInfo={paginationInfo}
      {...props}
    />
  );
}

function bodyTitles(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The body of the delete dialog in the action test (a component at module level, as React wants). */
function DeleteQuestion({ items }: ActionModalProps<TemplateFixture>) {
  return <p>{`Delete "${items[0]?.title}"?`}</p>;
}

describe('DataViews table', () => {
  it('sorts through the column header menu', async () => {
    render(<Harness />);
    expect(bodyTitles()[0]).toBe('Archive 1');
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Sort descending' }));
    await waitFor(() => expect(bodyTitles()[0]).toBe('Tag 7'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('hides a column through its header menu', async () => {
    render(<Harness />);
    expect(screen.getByRole('columnheader', { name: 'Author' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Author' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Author' })).toBeNull());
  });

  it('selects rows and runs a bulk action on the eligible selection', async () => {
    const trash = vi.fn();
    const actions: Action<TemplateFixture>[] = [
      {
        id: 'trash',
        label: 'Move to Trash',
        supportsBulk: true,
        isEligible: (item) => item.status !== 'trash',
        callback: trash,
      },
      { id: 'export', label: 'Export', supportsBulk: true, callback: () => undefined },
    ];
    render(<Harness actions={actions} />);
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Archive 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Index 3' }));
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 items selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Move to Trash' }));
    expect(trash).toHaveBeenCalledTimes(1);
    expect(trash.mock.calls[0]?.[0].map((item: TemplateFixture) => item.title)).toEqual([
      'Archive 1',
      'Index 3',
    ]);
    // Index 2 ('Page 2') is in the trash: selecting it leaves only the action that fits all.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Page 2' }));
    expect(within(bar).queryByRole('button', { name: 'Move to Trash' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Export' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Deselect' }));
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
  });

  it('select all toggles every row a bulk action fits; other rows cannot be selected', () => {
    const actions: Action<TemplateFixture>[] = [
      {
        id: 'trash',
        label: 'Move to Trash',
        supportsBulk: true,
        isEligible: (item) => item.status !== 'trash',
        callback: () => undefined,
      },
    ];
    render(<Harness actions={actions} />);
    expect(screen.getByRole('checkbox', { name: 'Select Page 2' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    // Page 1 holds 10 rows; 4 of them (Author 8, Home 5, Page 2, Page 11) are in the trash.
    expect(screen.getByText('6 items selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByText(/items selected/)).toBeNull();
  });

  it('shows primary actions as buttons and the others in an Actions menu', async () => {
    const edit = vi.fn();
    const rename = vi.fn();
    const actions: Action<TemplateFixture>[] = [
      { id: 'edit', label: 'Edit', isPrimary: true, callback: edit },
      { id: 'rename', label: 'Rename', callback: rename },
    ];
    render(<Harness actions={actions} />);
    const row = screen.getAllByRole('row')[1];
    if (!row) {
      throw new Error('no row');
    }
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(edit.mock.calls[0]?.[0][0].title).toBe('Archive 1');
    // A keyboard click (no pointer, detail 0) opens the menu with its first item focused.
    fireEvent.click(within(row).getByRole('button', { name: 'Actions: Archive 1' }));
    const item = await screen.findByRole('menuitem', { name: 'Rename' });
    await waitFor(() => expect(document.activeElement).toBe(item));
    fireEvent.click(item);
    expect(rename).toHaveBeenCalledTimes(1);
  });

  it('opens a destructive action in a dialog with Cancel and the action label', async () => {
    const remove = vi.fn();
    const actions: Action<TemplateFixture>[] = [
      {
        id: 'delete',
        label: 'Delete',
        isDestructive: true,
        callback: remove,
        RenderModal: DeleteQuestion,
      },
    ];
    render(<Harness actions={actions} />);
    const row = screen.getAllByRole('row')[1];
    if (!row) {
      throw new Error('no row');
    }
    fireEvent.click(within(row).getByRole('button', { name: 'Actions: Archive 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText('Delete "Archive 1"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    // Focus goes back to the row's actions button, not to the page.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Actions: Archive 1'),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Actions: Archive 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('DataViews states', () => {
  it("says 'No results found' when nothing matches", () => {
    render(<Harness initialView={{ ...tableView, search: 'nothing like this' }} />);
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what the list asks for when it is empty', () => {
    render(<Harness items={[]} emptyMessage="No results" />);
    expect(screen.getByRole('status').textContent).toBe('No results');
  });

  it("says 'Loading…' while loading", () => {
    render(<Harness isLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Unknown status for {name}' for a filter with an unknown operator", () => {
    render(
      <Harness
        initialView={{
          ...tableView,
          filters: [{ field: 'author', operator: 'isAll', value: ['Admin'] }],
        }}
      />,
    );
    expect(screen.getByText('Unknown status for Author')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Author' }));
    expect(screen.queryByText('Unknown status for Author')).toBeNull();
  });
});

describe('DataViews toolbar and footer', () => {
  it('debounces the search by 300 ms and goes back to page 1', () => {
    vi.useFakeTimers();
    const onView = vi.fn();
    render(<Harness initialView={{ ...tableView, page: 2 }} onView={onView} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'home' },
    });
    act(() => vi.advanceTimersByTime(299));
    expect(onView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ search: 'home', page: 1 }));
    expect(bodyTitles()).toEqual(['Home 5']);
  });

  it('adds a filter from the menu, picks a value and removes the chip', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Draft' }));
    await waitFor(() => expect(screen.getByText('Status is any of Draft')).toBeTruthy());
    expect(bodyTitles()).toEqual(['Archive 1', 'Archive 10', 'Search 4', 'Tag 7']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Status' }));
    await waitFor(() => expect(bodyTitles()).toHaveLength(10));
    expect(screen.queryByText(/Status is any of/)).toBeNull();
  });

  it('moves to the last page when the page is past the end', async () => {
    const onView = vi.fn();
    render(
      <Harness items={makeTemplates(15)} initialView={{ ...tableView, page: 4 }} onView={onView} />,
    );
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
    expect(bodyTitles()).toHaveLength(5);
  });

  it('paginates with previous / next and changes items per page', () => {
    render(<Harness items={makeTemplates(25)} />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Items per page' }), {
      target: { value: '50' },
    });
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(bodyTitles()).toHaveLength(25);
  });

  it('shows and hides fields from the view options', async () => {
    render(<Harness />);
    expect(screen.queryByRole('columnheader', { name: 'Order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View options' }));
    const options = await screen.findByRole('dialog', { name: 'View options' });
    expect(within(options).queryByRole('checkbox', { name: 'Title' })).toBeNull();
    fireEvent.click(within(options).getByRole('checkbox', { name: 'Order' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Order' })).toBeTruthy());
    fireEvent.click(within(options).getByRole('checkbox', { name: 'Author' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Author' })).toBeNull());
  });

  it('switches layout and resets the layout options', () => {
    const onView = vi.fn();
    render(
      <Harness
        onView={onView}
        defaultLayouts={{
          table: { layout: { primaryField: 'title' } },
          grid: { layout: { primaryField: 'title', mediaField: 'preview' } },
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'List' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(onView).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'grid',
        layout: { primaryField: 'title', mediaField: 'preview' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('DataViews grid and list', () => {
  const gridView: View = { ...tableView, type: 'grid', perPage: 50 };

  it('renders grid cards progressively, 3 first, until all are shown', async () => {
    render(<Harness items={makeTemplates(20)} initialView={gridView} />);
    const list = screen.getByRole('list', { name: 'Items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
  });

  it('gives a grid card a checkbox only when a bulk action applies to it', async () => {
    const trash: Action<TemplateFixture> = {
      id: 'trash',
      label: 'Move to Trash',
      supportsBulk: true,
      isEligible: (item) => item.status !== 'trash',
      callback: () => undefined,
    };
    render(<Harness items={makeTemplates(3)} initialView={gridView} actions={[trash]} />);
    const [first, second, third] = makeTemplates(3);
    expect(await screen.findByRole('checkbox', { name: `Select ${first?.title}` })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `Select ${second?.title}` })).toBeTruthy();
    expect(third?.status).toBe('trash');
    expect(screen.queryByRole('checkbox', { name: `Select ${third?.title}` })).toBeNull();
  });

  it('renders list rows progressively and shows the clicked one in the preview', async () => {
    render(
      <Harness
        items={makeTemplates(10)}
        initialView={{ ...gridView, type: 'list' }}
        renderPreview={(item) => <p>{item ? `Preview of ${item.title}` : 'Nothing selected'}</p>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Items' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.getByText('Nothing selected')).toBeTruthy();
    fireEvent.click(within(list).getByRole('listitem', { name: 'Home 5' }));
    expect(screen.getByText('Preview of Home 5')).toBeTruthy();
  });

  it('moves between list rows with the arrow keys', async () => {
    render(<Harness items={makeTemplates(4)} initialView={{ ...gridView, type: 'list' }} />);
    const list = screen.getByRole('list', { name: 'Items' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) {
      throw new Error('no rows');
    }
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('moves between grid cards with the arrow keys', async () => {
    render(<Harness items={makeTemplates(6)} initialView={gridView} />);
    const list = screen.getByRole('list', { name: 'Items' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) {
      throw new Error('no cards');
    }
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    // Without a measured layout the grid assumes its minimum of 2 columns: down goes to the
    // card below (index 3), left from there to index 2.
    const cards = within(list).getAllByRole('listitem');
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(cards[3]));
    fireEvent.keyDown(cards[3] ?? second, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(cards[2]));
  });
});
