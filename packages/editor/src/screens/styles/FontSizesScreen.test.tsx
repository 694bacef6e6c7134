import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import { readPath } from '../../domain/global-styles/style-tree';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { StylesSidebar } from './StylesSidebar';
import { stylesRest, THEME_STYLES } from './styles-test-rest';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };

const SIZES = [
  { slug: 'small', name: 'Small', size: '0.9rem', fluid: false },
  { slug: 'large', name: 'Large', size: '1.5rem', fluid: { min: '1.25rem', max: '1.5rem' } },
];

const THEME = {
  ...THEME_STYLES,
  settings: {
    ...THEME_STYLES.settings,
    typography: {
      ...THEME_STYLES.settings.typography,
      defaultFontSizes: false,
      fluid: true,
      fontSizes: SIZES,
    },
  },
};

function renderSizes(section: string, settings: Record<string, unknown> = {}): EntityStore {
  window.history.replaceState(
    null,
    '',
    `/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=${encodeURIComponent(section)}`,
  );
  const rest = stylesRest({ styles: {}, settings }, THEME);
  const store = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <StylesSidebar />
    </EditorTestProviders>,
  );
  return store;
}

const fontSizes = (store: EntityStore, origin: string) =>
  readPath(getEditedRecord(store.getState(), USER)?.settings, ['typography', 'fontSizes', origin]);
/** The theme's 'Large' in the user's copy of the theme's list. */
const large = (store: EntityStore) => {
  const list = fontSizes(store, 'theme');
  return Array.isArray(list) ? list[1] : undefined;
};
const section = () => new URLSearchParams(window.location.search).get('section');

describe('Typography › Font size presets', () => {
  afterEach(cleanup);

  it("lists the theme's sizes and adds custom ones, one undo step each", async () => {
    const store = renderSizes('/typography/font-sizes');
    expect(screen.getByRole('heading', { name: 'Font size presets' })).toBeTruthy();
    const theme = await screen.findByRole('region', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Small0.9rem', 'Large1.5rem']);
    // Nothing changed yet: no reset.
    expect(within(theme).queryByRole('button', { name: 'Font size presets options' })).toBeNull();

    const custom = screen.getByRole('region', { name: 'Custom' });
    await waitFor(() => expect(getEditedRecord(store.getState(), USER)).toBeDefined());
    fireEvent.click(within(custom).getByRole('button', { name: 'Add font size' }));
    fireEvent.click(within(custom).getByRole('button', { name: 'Add font size' }));
    expect(fontSizes(store, 'custom')).toEqual([
      { slug: 'custom-1', name: 'New Font Size 1', size: '16px' },
      { slug: 'custom-2', name: 'New Font Size 2', size: '16px' },
    ]);
    store.undo();
    expect(fontSizes(store, 'custom')).toEqual([
      { slug: 'custom-1', name: 'New Font Size 1', size: '16px' },
    ]);
    fireEvent.click(within(custom).getByRole('link', { name: /^New Font Size 1/ }));
    expect(section()).toBe('/typography/font-sizes/custom/custom-1');
    expect(await screen.findByRole('heading', { name: 'New Font Size 1' })).toBeTruthy();
  });

  it("edits a theme size as the user's copy of the theme's list, custom fluid values included", async () => {
    const store = renderSizes('/typography/font-sizes/theme/large');
    expect(await screen.findByRole('heading', { name: 'Large' })).toBeTruthy();
    expect(screen.getByText('Manage the font size Large.')).toBeTruthy();
    // No rename or delete for the theme's sizes.
    expect(screen.queryByRole('button', { name: 'Font size options' })).toBeNull();
    const size = screen.getByRole('textbox', { name: 'Size' }) as HTMLInputElement;
    expect(size.disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Fluid typography' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(getEditedRecord(store.getState(), USER)).toBeDefined());

    // Custom fluid values off: fluid with computed bounds, and the size can change.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Custom fluid values' }));
    expect(fontSizes(store, 'theme')).toEqual([SIZES[0], { ...SIZES[1], fluid: true }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Size' }), { target: { value: '2r' } });
    expect(readPath(large(store), ['size'])).toBe('1.5rem');
    fireEvent.change(screen.getByRole('textbox', { name: 'Size' }), { target: { value: '2rem' } });
    expect(readPath(large(store), ['size'])).toBe('2rem');

    // On again: both bounds start at the size; then a minimum.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Custom fluid values' }));
    expect(readPath(large(store), ['fluid'])).toEqual({
      min: '2rem',
      max: '2rem',
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum' }), {
      target: { value: '1.5rem' },
    });
    expect(readPath(large(store), ['fluid'])).toEqual({
      min: '1.5rem',
      max: '2rem',
    });

    // Fluid off: a static size, no custom values offered.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fluid typography' }));
    expect(readPath(large(store), ['fluid'])).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Custom fluid values' })).toBeNull();
  });

  it("resets the theme's sizes after a confirmation", async () => {
    const changed = [SIZES[0], { ...SIZES[1], size: '3rem', fluid: true }];
    const store = renderSizes('/typography/font-sizes', {
      typography: { fontSizes: { theme: changed } },
    });
    const theme = await screen.findByRole('region', { name: 'Theme' });
    expect((await within(theme).findByRole('link', { name: /^Large/ })).textContent).toBe(
      'Large3rem',
    );
    fireEvent.click(within(theme).getByRole('button', { name: 'Font size presets options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reset font size presets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset font size presets' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to reset all font size presets to their default values?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset font size presets' }));
    await waitFor(() => expect(fontSizes(store, 'theme')).toBeUndefined());
    await waitFor(() =>
      expect(within(theme).getByRole('link', { name: /^Large/ }).textContent).toBe('Large1.5rem'),
    );
  });

  it('renames and deletes a custom size, then goes back to the list', async () => {
    const store = renderSizes('/typography/font-sizes/custom/custom-1', {
      typography: { fontSizes: { custom: [{ slug: 'custom-1', name: 'Tiny', size: '10px' }] } },
    });
    expect(await screen.findByRole('heading', { name: 'Tiny' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Font size options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename' });
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Fine print' },
    });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Fine print' })).toBeTruthy();
    expect(fontSizes(store, 'custom')).toEqual([
      { slug: 'custom-1', name: 'Fine print', size: '10px' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Font size options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    expect(
      within(confirm).getByText('Are you sure you want to delete "Fine print" font size preset?'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(section()).toBe('/typography/font-sizes'));
    expect(fontSizes(store, 'custom')).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Font size presets' })).toBeTruthy();
  });
});
