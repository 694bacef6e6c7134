import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { NavigationPreview } from './NavigationPreview';
import { menuRecord, navigationRest } from './navigation-test-rest';

const aFewFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

function renderPreview(client: Parameters<typeof EditorTestProviders>[0]['client']) {
  window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fnavigation');
  return render(
    <EditorTestProviders bootstrap={testBootstrap()} client={client}>
      <NavigationPreview />
    </EditorTestProviders>,
  );
}

describe('NavigationPreview', () => {
  afterEach(cleanup);

  it('loads no site frame while the menus are read', async () => {
    const { client } = createFakeRest({ 'GET /wp/v2/navigation': () => new Promise(() => {}) });
    renderPreview(client);
    await aFewFrames();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByTitle('Site preview')).toBeNull();
  });

  it('shows the site beside several menus', async () => {
    const rest = navigationRest([menuRecord(3, 'Main'), menuRecord(4, 'Footer')]);
    renderPreview(rest.client);
    const frame = await screen.findByTitle('Site preview');
    expect(frame.getAttribute('src')).toBe('http://localhost/');
  });
});
