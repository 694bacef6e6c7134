import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRevisionCompare } from '../../../domain/global-styles/revisions/revision-compare-state';
import { setRevisionPreview } from '../../../domain/global-styles/revisions/revision-preview';
import {
  closeStyleBook,
  isStyleBookOpen,
  openStyleBook,
} from '../../../domain/global-styles/style-book/style-book-state';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { preloadStylesViews, StylesPreview } from '../StylesPreview';
import { stylesRest } from '../styles-test-rest';

/** The main area beside Revisions, the Style Book open, a revision selected and compare on. */
function renderComparedStyleBook() {
  window.history.replaceState(
    null,
    '',
    '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Frevisions',
  );
  openStyleBook();
  setRevisionPreview({ styles: { color: { text: '#c0ffee' } }, settings: {} });
  setRevisionCompare(true);
  const rest = stylesRest({ styles: { color: { text: '#aa0000' } }, settings: {} });
  return render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <StylesPreview />
    </EditorTestProviders>,
  );
}

const pane = (name: string) => screen.getByRole('region', { name });

/** The titles of the examples a pane's open tab shows, and the tab that names it. */
function paneBook(name: string) {
  const panel = within(pane(name)).getByRole('tabpanel');
  const titles = within(panel)
    .getAllByRole('figure')
    .map((figure) => figure.getAttribute('aria-label'));
  return { tab: panel.getAttribute('aria-labelledby'), titles };
}

/** The stylesheet written into the first example frame of a pane. */
function paneStyles(name: string): string {
  const frame = pane(name).querySelector('iframe');
  return frame?.contentDocument?.querySelector('[data-slot="styles"]')?.textContent ?? '';
}

// The code of the views these tests open, as a settled page has it (fetched once the page has
// settled).
beforeAll(preloadStylesViews, 30_000);

describe('Style Book in the compare view', () => {
  afterEach(() => {
    cleanup();
    closeStyleBook();
    setRevisionCompare(false);
    setRevisionPreview(null);
  });

  it('shows the Style Book in both panes under one tab bar, each with its styles, and the changes', async () => {
    renderComparedStyleBook();
    const book = await screen.findByRole('region', { name: 'Style Revisions' });
    expect(within(book).getAllByRole('tablist')).toHaveLength(1);
    const text = within(book).getByRole('tab', { name: 'Text' });
    expect(text.getAttribute('aria-selected')).toBe('true');

    const revision = paneBook('Selected revision');
    const current = paneBook('Current styles');
    expect(revision.tab).toBe(text.id);
    expect(current.tab).toBe(text.id);
    expect(revision.titles).toContain('Paragraph');
    expect(revision.titles).toEqual(current.titles);
    // The tab controls both panels.
    const panels = [pane('Selected revision'), pane('Current styles')].map(
      (side) => within(side).getByRole('tabpanel').id,
    );
    expect(text.getAttribute('aria-controls')).toBe(panels.join(' '));

    await waitFor(() => expect(paneStyles('Selected revision')).toContain('#c0ffee'));
    expect(paneStyles('Selected revision')).not.toContain('#aa0000');
    await waitFor(() => expect(paneStyles('Current styles')).toContain('#aa0000'));
    const changes = pane('Changes');
    await waitFor(() =>
      expect(within(changes).getByRole('listitem').textContent).toBe(
        'Text › Color: #c0ffee → #aa0000',
      ),
    );

    // One tab bar: opening Design opens it in both panes.
    fireEvent.click(within(book).getByRole('tab', { name: 'Design' }));
    const design = within(book).getByRole('tab', { name: 'Design' });
    expect(paneBook('Selected revision').tab).toBe(design.id);
    expect(paneBook('Current styles').titles).toContain('Button');
    expect(paneBook('Selected revision').titles).toEqual(paneBook('Current styles').titles);
    expect(paneBook('Current styles').titles).not.toContain('Paragraph');
  });

  it('scrolls the two panes together', async () => {
    renderComparedStyleBook();
    await screen.findByRole('region', { name: 'Style Revisions' });
    const scroller = (name: string) =>
      within(pane(name)).getByRole('tabpanel').parentElement as HTMLElement;
    scroller('Selected revision').scrollTop = 140;
    fireEvent.scroll(scroller('Selected revision'));
    expect(scroller('Current styles').scrollTop).toBe(140);
  });

  it('keeps the open tab when compare goes off, and Escape closes the book', async () => {
    renderComparedStyleBook();
    const book = await screen.findByRole('region', { name: 'Style Revisions' });
    fireEvent.click(within(book).getByRole('tab', { name: 'Media' }));

    act(() => setRevisionCompare(false));
    expect(screen.queryByRole('region', { name: 'Selected revision' })).toBeNull();
    const single = screen.getByRole('region', { name: 'Style Revisions' });
    expect(within(single).getByRole('tab', { selected: true }).textContent).toBe('Media');
    expect(within(single).getByRole('figure', { name: 'Image' })).toBeTruthy();

    act(() => setRevisionCompare(true));
    const tab = within(screen.getByRole('region', { name: 'Style Revisions' })).getByRole('tab', {
      selected: true,
    });
    expect(tab.textContent).toBe('Media');
    fireEvent.keyDown(tab, { key: 'Escape' });
    expect(isStyleBookOpen()).toBe(false);
    expect(screen.queryByRole('region', { name: 'Style Revisions' })).toBeNull();
  });
});
