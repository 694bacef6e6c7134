import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fontLibraryRest } from '../../font-library/font-library-test-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { TypographyScreen } from './TypographyScreen';

function renderTypography(fontLibraryEnabled: boolean) {
  const rest = fontLibraryRest();
  const bootstrap = testBootstrap();
  bootstrap.editorSettings.fontLibraryEnabled = fontLibraryEnabled;
  render(
    <EditorTestProviders bootstrap={bootstrap} client={rest.client}>
      <TypographyScreen />
    </EditorTestProviders>,
  );
}

describe('Typography', () => {
  afterEach(cleanup);

  it('shows the Fonts section above the Elements when the font library is enabled', async () => {
    renderTypography(true);
    const fonts = screen.getByRole('region', { name: 'Fonts' });
    expect(await within(fonts).findByRole('button', { name: /Figtree/ })).toBeTruthy();
    expect(within(fonts).getByRole('button', { name: 'Manage fonts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Elements' })).toBeTruthy();
  });

  it('has no Fonts section when the font library is off', () => {
    renderTypography(false);
    expect(screen.getByRole('heading', { name: 'Elements' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Fonts' })).toBeNull();
  });
});
