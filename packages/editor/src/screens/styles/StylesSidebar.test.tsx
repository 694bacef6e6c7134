import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import { readPath } from '../../domain/global-styles/style-tree';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { StylesSidebar } from './StylesSidebar';
import { stylesRest, THEME_STYLES } from './styles-test-rest';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };

function renderStyles(
  section = '',
  user?: Record<string, unknown>,
  theme?: Record<string, unknown>,
) {
  const query = section === '' ? '' : `&section=${encodeURIComponent(section)}`;
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fwp_global_styles${query}`);
  const rest = stylesRest(user, theme);
  const store = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <StylesSidebar />
    </EditorTestProviders>,
  );
  return store;
}

const edited = (store: EntityStore) => getEditedRecord(store.getState(), USER);
const section = () => new URLSearchParams(window.location.search).get('section');

describe('StylesSidebar', () => {
  afterEach(cleanup);

  it('shows the root: preview card and the screens the theme supports, with their sections', async () => {
    renderStyles();
    expect(screen.getByRole('heading', { name: 'Styles' })).toBeTruthy();
    expect(
      await screen.findByRole('figure', { name: "Preview of the site's styles" }),
    ).toBeTruthy();
    await screen.findByRole('link', { name: 'Layout' });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Typography', '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Ftypography'],
      ['Colors', '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Fcolors'],
      ['Layout', '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Flayout'],
      ['Blocks', '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Fblocks'],
    ]);
  });

  it('leaves Layout out for a theme without layout sizes or spacing controls', async () => {
    renderStyles('', undefined, { settings: { color: THEME_STYLES.settings.color }, styles: {} });
    await screen.findByRole('link', { name: 'Colors' });
    expect(screen.queryByRole('link', { name: 'Layout' })).toBeNull();
  });

  it("disables 'Reset styles' with nothing to reset, and resets the user's styles otherwise", async () => {
    renderStyles();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const idle = await screen.findByRole('menuitem', { name: 'Reset styles' });
    expect(idle.getAttribute('aria-disabled')).toBe('true');
    cleanup();

    const store = renderStyles('', { styles: { color: { text: '#c00' } }, settings: {} });
    await waitFor(() => expect(edited(store)?.styles).toEqual({ color: { text: '#c00' } }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const reset = await screen.findByRole('menuitem', { name: 'Reset styles' });
    expect(reset.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(reset);
    expect(edited(store)?.styles).toEqual({});
    store.undo();
    expect(edited(store)?.styles).toEqual({ color: { text: '#c00' } });
  });

  it('lists the typography elements and goes back to the root', async () => {
    renderStyles('/typography');
    expect(screen.getByRole('heading', { name: 'Typography' })).toBeTruthy();
    const elements = screen.getByRole('region', { name: 'Elements' });
    const links = within(elements)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Text', 'Links', 'Headings', 'Captions', 'Buttons']);
    const fontSizes = screen.getByRole('region', { name: 'Font Sizes' });
    expect(within(fontSizes).getByRole('link', { name: 'Font size presets' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Headings' }));
    expect(section()).toBe('/typography/heading');
    expect(await screen.findByRole('heading', { name: 'Headings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(section()).toBe('/typography');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(section()).toBeNull();
  });

  it("sets a heading level's font size in the user's styles, the theme's shown until then", async () => {
    const store = renderStyles('/typography/heading');
    const levels = screen.getByRole('group', { name: 'Heading level' });
    expect(
      within(levels)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
    fireEvent.click(within(levels).getByRole('button', { name: 'H1' }));
    const size = (await screen.findByLabelText('Custom font size')) as HTMLInputElement;
    await waitFor(() => expect(size.value).toBe('3rem'));
    fireEvent.focus(size);
    fireEvent.change(size, { target: { value: '4' } });
    fireEvent.change(size, { target: { value: '4rem' } });
    expect(edited(store)?.styles).toEqual({
      elements: { h1: { typography: { fontSize: '4rem' } } },
    });
    // Typing is one undo step.
    store.undo();
    expect(edited(store)?.styles).toEqual({});
  });

  it('offers the theme fonts, letter spacing and decoration for text', async () => {
    const store = renderStyles('/typography/text');
    const family = (await screen.findByLabelText('Font family')) as HTMLSelectElement;
    await within(family).findByRole('option', { name: 'Figtree' });
    fireEvent.change(family, { target: { value: 'figtree' } });
    fireEvent.click(screen.getByRole('button', { name: 'Underline' }));
    expect(edited(store)?.styles).toEqual({
      typography: { fontFamily: 'var:preset|font-family|figtree', textDecoration: 'underline' },
    });
    expect(screen.getByLabelText('Letter spacing')).toBeTruthy();
  });

  it('sums up the palette (at most five swatches) and sets the text colour', async () => {
    const store = renderStyles('/colors');
    const palette = await screen.findByRole('link', { name: /Palette/ });
    await within(palette).findByText('6 colors');
    expect(palette.querySelectorAll('.atelier-styles__preview-swatch')).toHaveLength(5);
    fireEvent.click(screen.getByText('Text', { selector: 'summary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Text Indigo' }));
    expect(edited(store)?.styles).toEqual({ color: { text: 'var:preset|color|accent' } });
    const custom = screen.getByLabelText('Custom text color');
    fireEvent.focus(custom);
    fireEvent.change(custom, { target: { value: '#c0ffee' } });
    expect(edited(store)?.styles).toEqual({ color: { text: '#c0ffee' } });
  });

  it("offers 'Add custom colors' when the palette is empty", async () => {
    renderStyles('/colors', undefined, {
      settings: { color: { defaultPalette: false, palette: [] } },
      styles: {},
    });
    expect(await screen.findByText('Add custom colors')).toBeTruthy();
  });

  it('edits the custom colours: add, rename, remove; gradients have their own empty message', async () => {
    const store = renderStyles('/colors/palette');
    expect(screen.getByRole('tab', { name: 'Solid' }).getAttribute('aria-selected')).toBe('true');
    const theme = await screen.findByRole('region', { name: 'Theme' });
    expect(within(theme).getByText('Indigo')).toBeTruthy();
    expect(
      screen.getByText(
        'Custom colors are empty! Add some colors to create your own color palette.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add color' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add color' }));
    const palette = () => readPath(edited(store)?.settings, ['color', 'palette']);
    expect(palette()).toEqual({
      custom: [
        { slug: 'custom-color-1', name: 'Color 1', color: '#000000' },
        { slug: 'custom-color-2', name: 'Color 2', color: '#000000' },
      ],
    });
    const name = screen.getByLabelText('Color 1 name');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Sky' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Color 2' }));
    expect(palette()).toEqual({
      custom: [{ slug: 'custom-color-1', name: 'Sky', color: '#000000' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sky' }));
    expect(edited(store)?.settings).toEqual({});

    fireEvent.click(screen.getByRole('tab', { name: 'Gradient' }));
    expect(
      screen.getByText(
        'Custom gradients are empty! Add some gradients to create your own palette.',
      ),
    ).toBeTruthy();
  });

  it('sets the content width (a setting) and the block spacing (a style)', async () => {
    const store = renderStyles('/layout');
    const content = (await screen.findByLabelText('Content width')) as HTMLInputElement;
    await waitFor(() => expect(content.value).toBe('680px'));
    fireEvent.focus(content);
    fireEvent.change(content, { target: { value: '720px' } });
    fireEvent.change(screen.getByLabelText('Block spacing'), { target: { value: '2rem' } });
    expect(edited(store)?.settings).toEqual({ layout: { contentSize: '720px' } });
    expect(edited(store)?.styles).toEqual({ spacing: { blockGap: '2rem' } });
    expect(screen.getByRole('group', { name: 'Padding' })).toBeTruthy();
  });

  describe('Additional CSS', () => {
    const EDIT_CSS = {
      'wp:action-edit-css': [{ href: 'http://localhost/wp-json/wp/v2/global-styles/7' }],
    };

    it('is listed at the root only for those who may edit CSS, once there is some', async () => {
      renderStyles('', { styles: { css: 'p { color: red; }' }, settings: {}, _links: EDIT_CSS });
      expect(await screen.findByRole('link', { name: 'Additional CSS' })).toBeTruthy();
      cleanup();
      renderStyles('', { styles: {}, settings: {}, _links: EDIT_CSS });
      await screen.findByRole('link', { name: 'Layout' });
      expect(screen.queryByRole('link', { name: 'Additional CSS' })).toBeNull();
      cleanup();
      renderStyles('', { styles: { css: 'p { color: red; }' }, settings: {} });
      await screen.findByRole('link', { name: 'Layout' });
      expect(screen.queryByRole('link', { name: 'Additional CSS' })).toBeNull();
    });

    it('is in the More menu for those who may edit CSS, and opens its screen', async () => {
      renderStyles('', { styles: {}, settings: {} });
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
      await screen.findByRole('menuitem', { name: 'Reset styles' });
      expect(screen.queryByRole('menuitem', { name: 'Additional CSS' })).toBeNull();
      cleanup();
      renderStyles('', { styles: {}, settings: {}, _links: EDIT_CSS });
      await screen.findByRole('link', { name: 'Layout' });
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Additional CSS' }));
      await waitFor(() => expect(section()).toBe('/css'));
      expect(await screen.findByRole('heading', { name: 'Additional CSS' })).toBeTruthy();
    });

    it('keeps CSS with a problem out of the record, naming its line, and takes valid CSS', async () => {
      const store = renderStyles('/css', { styles: {}, settings: {}, _links: EDIT_CSS });
      const field = await screen.findByRole('textbox', { name: 'Additional CSS' });
      fireEvent.change(field, { target: { value: 'p { color: red; }\n\nh2 { color: blue;' } });
      expect(await screen.findByText(/Line 3/, undefined, { timeout: 2000 })).toBeTruthy();
      expect(readPath(edited(store)?.styles, ['css'])).toBeUndefined();
      fireEvent.change(field, { target: { value: 'p { color: red; }\n\nh2 { color: blue; }' } });
      await waitFor(() =>
        expect(readPath(edited(store)?.styles, ['css'])).toBe(
          'p { color: red; }\n\nh2 { color: blue; }',
        ),
      );
      expect(screen.queryByText(/Line 3/)).toBeNull();
    });

    it('tells those who may not edit CSS so, with no field', async () => {
      renderStyles('/css', { styles: {}, settings: {} });
      expect(
        await screen.findByText('Sorry, you are not allowed to edit the CSS of this site.'),
      ).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Additional CSS' })).toBeNull();
    });
  });
});
