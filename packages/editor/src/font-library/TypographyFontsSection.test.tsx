import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorTestProviders, testBootstrap } from '../testing/EditorTestProviders';
import { fontLibraryRest } from './font-library-test-rest';
import { TypographyFontsSection } from './TypographyFontsSection';

const LORA = { name: 'Lora', slug: 'lora', fontFamily: 'Lora, serif' };

function renderSection() {
  window.history.replaceState(
    null,
    '',
    '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Ftypography',
  );
  const rest = fontLibraryRest({
    styles: {},
    settings: { typography: { fontFamilies: { custom: [LORA] } } },
  });
  const bootstrap = testBootstrap();
  bootstrap.currentUser.capabilities = {
    edit_theme_options: true,
    create_font_families: true,
    delete_font_families: true,
  };
  render(
    <EditorTestProviders bootstrap={bootstrap} client={rest.client}>
      <TypographyFontsSection />
    </EditorTestProviders>,
  );
}

const fontsSection = () => screen.getByRole('region', { name: 'Fonts' });
/** The modal arrives in its own chunk: the first wait allows for loading it. */
const findModal = () => screen.findByRole('dialog', { name: 'Fonts' }, { timeout: 10_000 });

describe('the Typography Fonts section', () => {
  afterEach(cleanup);

  it("lists the theme's and the activated installed families by name", async () => {
    renderSection();
    await within(fontsSection()).findByRole('button', { name: /Lora/ });
    expect(
      within(fontsSection())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Figtree1 variant', 'Lora1 variant']);
  });

  it('opens the Fonts modal on the Library tab at a font row', async () => {
    renderSection();
    fireEvent.click(await within(fontsSection()).findByRole('button', { name: /Lora/ }));
    const dialog = await findModal();
    expect(within(dialog).getByRole('tab', { name: 'Library' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await within(dialog).findByRole('heading', { name: 'Lora' })).toBeTruthy();
  });

  it("opens the Library with 'Manage fonts' and the Upload tab with 'Add fonts'", async () => {
    renderSection();
    fireEvent.click(within(fontsSection()).getByRole('button', { name: 'Manage fonts' }));
    let dialog = await findModal();
    expect(await within(dialog).findByRole('region', { name: 'Installed Fonts' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(fontsSection()).getByRole('button', { name: 'Add fonts' }));
    dialog = await findModal();
    expect(within(dialog).getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
