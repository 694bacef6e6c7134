import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getDirtyRecords } from '../../../data/entities/dirty-records';
import { getEditedRecord } from '../../../data/entities/selectors';
import type { RecordRef } from '../../../data/entities/store-state';
import { testBootstrap } from '../../../testing/EditorTestProviders';
import { click, setUpSidebar, sidebar } from '../settings-sidebar-test-setup';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const STYLES: RecordRef = { kind: 'root', name: 'globalStyles', id: '7' };

const CONTENT = [
  '<!-- wp:buttons -->',
  '<div class="wp-block-buttons">',
  '<!-- wp:button {"backgroundColor":"accent","style":{"typography":{"lineHeight":"1.1"}}} -->',
  '<div class="wp-block-button"><a class="wp-block-button__link has-accent-background-color has-background wp-element-button" style="line-height:1.1">Buy</a></div>',
  '<!-- /wp:button -->',
  '<!-- wp:button -->',
  '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Plain</a></div>',
  '<!-- /wp:button -->',
  '</div>',
  '<!-- /wp:buttons -->',
].join('\n');

const home = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  content: { raw: CONTENT },
  source: 'theme',
};

const USER = {
  id: 7,
  title: { raw: 'Custom Styles', rendered: 'Custom Styles' },
  styles: { blocks: { 'core/heading': { color: { text: '#333333' } } } },
  settings: {},
};

const STYLES_ROUTES = {
  'GET /wp/v2/themes': () => ({
    body: [
      {
        stylesheet: 'loom',
        _links: {
          'wp:user-global-styles': [{ href: 'http://localhost/wp-json/wp/v2/global-styles/7' }],
        },
      },
    ],
  }),
  'GET /wp/v2/global-styles/7': () => ({ body: USER }),
};

afterEach(cleanup);

const applyButton = () => within(sidebar()).findByRole('button', { name: 'Apply globally' });

describe('ApplyGloballyControl', () => {
  it('moves a button’s styles to all buttons in one undo step, with its notice', async () => {
    const { select, tree, entityStore } = await setUpSidebar(TEMPLATE, home, STYLES_ROUTES);
    await select([0, 0]);
    const advanced = within(sidebar()).getByRole('region', { name: 'Advanced' });
    expect(within(advanced).getByRole('group', { name: 'Styles' })).toBeTruthy();
    const button = await applyButton();
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(within(advanced).getByText(/to all Button blocks\.$/).textContent).toBe(
      'Apply this block’s typography, spacing, dimensions, and color styles to all Button blocks.',
    );

    await click(button);

    expect(await screen.findByText('Button styles applied.')).toBeTruthy();
    const styles = () => getEditedRecord(entityStore.getState(), STYLES)?.styles;
    expect(styles()).toEqual({
      blocks: {
        'core/heading': { color: { text: '#333333' } },
        'core/button': {
          color: { background: 'var:preset|color|accent' },
          typography: { lineHeight: '1.1' },
        },
      },
    });
    const first = () => tree()[0]?.innerBlocks[0];
    expect(first()?.attributes.backgroundColor).toBeUndefined();
    expect(first()?.attributes.style).toBeUndefined();
    expect(first()?.innerHTML).not.toContain('has-accent-background-color');
    expect(getDirtyRecords(entityStore.getState()).map((record) => record.typeLabel)).toEqual([
      'Global Styles',
      'Template',
    ]);
    // Nothing of its own left to push.
    expect((await applyButton()).getAttribute('aria-disabled')).toBe('true');

    await act(async () => entityStore.undo());
    expect(first()?.attributes.backgroundColor).toBe('accent');
    expect(styles()).toEqual(USER.styles);
    expect(getDirtyRecords(entityStore.getState())).toEqual([]);

    await act(async () => entityStore.redo());
    expect(first()?.attributes.backgroundColor).toBeUndefined();
    expect(styles()).toMatchObject({
      blocks: { 'core/button': { typography: { lineHeight: '1.1' } } },
    });
  });

  it('the notice’s Undo takes both back', async () => {
    const { select, tree, entityStore } = await setUpSidebar(TEMPLATE, home, STYLES_ROUTES);
    await select([0, 0]);
    await click(await applyButton());
    const snackbar = (await screen.findByText('Button styles applied.')).closest('div');
    await click(within(snackbar ?? document.body).getByRole('button', { name: 'Undo' }));
    expect(tree()[0]?.innerBlocks[0]?.attributes.backgroundColor).toBe('accent');
    expect(getEditedRecord(entityStore.getState(), STYLES)?.styles).toEqual(USER.styles);
  });

  it('is there but does nothing for a block without styles of its own', async () => {
    const { select, entityStore } = await setUpSidebar(TEMPLATE, home, STYLES_ROUTES);
    await select([0, 1]);
    const button = await applyButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await click(button);
    expect(screen.queryByText('Button styles applied.')).toBeNull();
    expect(entityStore.getState().history.past).toEqual([]);
  });

  it('is only for a user who may edit theme options, on a block theme', async () => {
    const base = testBootstrap();
    const classic = testBootstrap({
      editorSettings: { ...base.editorSettings, isBlockTheme: false },
    });
    const { select } = await setUpSidebar(TEMPLATE, home, STYLES_ROUTES, classic);
    await select([0, 0]);
    const advanced = within(sidebar()).getByRole('region', { name: 'Advanced' });
    expect(within(advanced).getByRole('textbox', { name: 'HTML anchor' })).toBeTruthy();
    expect(within(advanced).queryByRole('button', { name: 'Apply globally' })).toBeNull();
    cleanup();

    const editor = testBootstrap({
      currentUser: { ...base.currentUser, capabilities: { edit_theme_options: false } },
    });
    const second = await setUpSidebar(TEMPLATE, home, STYLES_ROUTES, editor);
    await second.select([0, 0]);
    expect(within(sidebar()).getByRole('region', { name: 'Advanced' })).toBeTruthy();
    expect(within(sidebar()).queryByRole('button', { name: 'Apply globally' })).toBeNull();
  });
});
