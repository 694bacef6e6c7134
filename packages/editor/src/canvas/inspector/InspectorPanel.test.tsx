import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import { setUpSidebar, sidebar } from './settings-sidebar-test-setup';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const home = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  description: 'Shows the latest posts.',
  content: {
    raw: '<!-- wp:heading {"level":1} -->\n<h1 class="wp-block-heading">The journal</h1>\n<!-- /wp:heading -->',
  },
  source: 'theme',
  has_theme_file: true,
};

/** The page as it is while its scripts, styles and frames are still arriving. */
function pageStillLoading(): () => void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  return () => {
    Reflect.deleteProperty(document, 'readyState');
    window.dispatchEvent(new Event('load'));
  };
}

/** The first import of a panel's modules in a test run compiles them: give it time. */
const CODE_ARRIVES = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, 'readyState');
});

// One page load from start to end: the panels' code is fetched once per test file, as per page.
describe('InspectorPanel', () => {
  it('draws the sidebar with its tabs at once, a selected block right away, the rest once the page has loaded', {
    timeout: 40_000,
  }, async () => {
    const finishLoading = pageStillLoading();
    const { select } = await setUpSidebar(TEMPLATE, home, {}, undefined, { panelsFirst: false });

    // The column and its tabs are there; the template tab's panel waits for the page.
    expect(within(sidebar()).getByRole('tab', { name: 'Template' })).toBeTruthy();
    expect(within(sidebar()).getByRole('tabpanel').textContent).toBe('Loading…');
    expect(within(sidebar()).queryByRole('heading', { name: 'Blog Home' })).toBeNull();

    // Selecting a block does not wait: the Block tab's settings come as soon as its code is here.
    await select([0]);
    expect(
      await within(sidebar()).findByRole('group', { name: 'Heading level' }, CODE_ARRIVES),
    ).toBeTruthy();

    // Back on the template tab once the page has loaded, its panel draws.
    await act(async () => finishLoading());
    await act(async () => {
      within(sidebar()).getByRole('tab', { name: 'Template' }).click();
    });
    expect(await screen.findByRole('heading', { name: 'Blog Home' }, CODE_ARRIVES)).toBeTruthy();
    expect(within(sidebar()).getByText('Shows the latest posts.')).toBeTruthy();
  });
});
