import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeStyleBook,
  isStyleBookOpen,
  openStyleBook,
} from '../../../domain/global-styles/style-book/style-book-state';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { preloadStylesViews, StylesPreview } from '../StylesPreview';
import { preloadBlocksSection, StylesSidebar } from '../StylesSidebar';
import { stylesRest } from '../styles-test-rest';

/** The Styles area as the layout shows it: its sidebar beside its main area. */
function renderStylesArea(section?: string) {
  const query = section === undefined ? '' : `&section=${encodeURIComponent(section)}`;
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fwp_global_styles${query}`);
  const rest = stylesRest();
  return render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <nav aria-label="Sidebar">
        <StylesSidebar />
      </nav>
      <main>
        <StylesPreview />
      </main>
    </EditorTestProviders>,
  );
}

const section = () => new URLSearchParams(window.location.search).get('section');
const sidebar = () => screen.getByRole('navigation', { name: 'Sidebar' });

// The code of the views these tests open, as a settled page has it (fetched once the page has
// settled).
beforeAll(preloadStylesViews, 30_000);
beforeAll(preloadBlocksSection, 30_000);

describe('Style Book view', () => {
  afterEach(() => {
    cleanup();
    closeStyleBook();
  });

  it('opens from the header toggle, opens a block type from its example, closes with Escape', async () => {
    renderStylesArea();
    const toggle = within(sidebar()).getByRole('button', { name: 'Style Book' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    const book = await screen.findByRole('region', { name: 'Style Book' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(book).getByRole('heading', { name: 'Style Book' })).toBeTruthy();
    expect(document.activeElement).toBe(book);

    fireEvent.click(within(book).getByRole('tab', { name: 'Design' }));
    fireEvent.click(within(book).getByRole('button', { name: 'Open Button styles' }));
    expect(section()).toBe('/blocks/core%2Fbutton');
    expect(await within(sidebar()).findByRole('heading', { name: 'Button' })).toBeTruthy();
    // The book stays open, the example of the block shown in the sidebar marked.
    const stillOpen = screen.getByRole('region', { name: 'Style Book' });
    const button = within(stillOpen).getByRole('button', { name: 'Open Button styles' });
    expect(button.getAttribute('aria-current')).toBe('true');
    const pressed = within(sidebar()).getByRole('button', { name: 'Style Book' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');

    button.focus();
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Style Book' })).toBeNull());
    expect(isStyleBookOpen()).toBe(false);
    expect(pressed.getAttribute('aria-pressed')).toBe('false');
    // The toggle that opened it went with the root screen: the Button screen's takes the focus.
    expect(document.activeElement).toBe(pressed);
  });

  it('closes with its Close button, with the toggle, and when the Styles area goes', async () => {
    const view = renderStylesArea();
    const toggle = within(sidebar()).getByRole('button', { name: 'Style Book' });
    // A click focuses the button it presses (fireEvent does not).
    toggle.focus();
    fireEvent.click(toggle);
    const book = await screen.findByRole('region', { name: 'Style Book' });
    fireEvent.click(within(book).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Style Book' })).toBeNull();
    // Focus goes back to the toggle that opened it.
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    expect(await screen.findByRole('region', { name: 'Style Book' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Style Book' })).toBeNull();

    fireEvent.click(toggle);
    expect(isStyleBookOpen()).toBe(true);
    view.unmount();
    expect(isStyleBookOpen()).toBe(false);
  });

  it("is titled 'Style Revisions' beside Revisions, its examples not controls", async () => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
    openStyleBook();
    window.history.replaceState(
      null,
      '',
      '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Frevisions',
    );
    const rest = stylesRest();
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
        <StylesPreview />
      </EditorTestProviders>,
    );
    const book = await screen.findByRole('region', { name: 'Style Revisions' });
    expect(within(book).getByRole('heading', { name: 'Style Revisions' })).toBeTruthy();
    expect(within(book).getByRole('figure', { name: 'Paragraph' })).toBeTruthy();
    expect(within(book).queryByRole('button', { name: 'Open Paragraph styles' })).toBeNull();
  });

  it("previews a block type's example at the top of its screen (a variation's too); none without one", async () => {
    renderStylesArea('/blocks/core%2Fbutton/variations/outline');
    expect(await within(sidebar()).findByTitle('Preview: Button')).toBeTruthy();
    cleanup();
    renderStylesArea('/blocks/core%2Fpost-title');
    expect(await within(sidebar()).findByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(within(sidebar()).queryByTitle(/^Preview:/)).toBeNull();
  });
});
