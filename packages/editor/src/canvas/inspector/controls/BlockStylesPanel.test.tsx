import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getEditedBlocks } from '../../../data/entities/selectors';
import type { RecordRef } from '../../../data/entities/store-state';
import { setUpSidebar, sidebar } from '../settings-sidebar-test-setup';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };

const CONTENT = [
  '<!-- wp:group {"className":"alignwide","layout":{"type":"constrained"}} -->',
  '<div class="wp-block-group alignwide"><!-- wp:list {"className":"is-style-checkmark-list"} -->',
  '<ul class="wp-block-list is-style-checkmark-list"><!-- wp:list-item -->',
  '<li>Nets mended</li>',
  '<!-- /wp:list-item --></ul>',
  '<!-- /wp:list --></div>',
  '<!-- /wp:group -->',
  '<!-- wp:paragraph -->',
  '<p>Plain</p>',
  '<!-- /wp:paragraph -->',
].join('\n');

/** The theme's styles as the server answers them: a partial, a registered style, a shared one. */
const THEME_STYLES = {
  settings: {},
  styles: {
    blocks: {
      'core/group': { variations: { 'section-1': { title: 'Style 1', color: { text: 'navy' } } } },
      'core/list': { variations: { 'checkmark-list': { title: 'Checkmark' } } },
    },
    variations: { 'section-dark': { title: 'Dark', blockTypes: ['core/group'] } },
  },
};

async function setUp() {
  return setUpSidebar(
    TEMPLATE,
    { id: 'loom//home', slug: 'home', title: { raw: 'Home' }, content: { raw: CONTENT } },
    { 'GET /wp/v2/global-styles/themes/loom': () => ({ body: THEME_STYLES }) },
  );
}

function styleButtons() {
  const panel = within(sidebar()).getByRole('region', { name: 'Styles' });
  return within(within(panel).getByRole('group', { name: 'Block style' })).getAllByRole('button');
}

afterEach(cleanup);

describe('the Block tab’s Styles picker', () => {
  it('lists the styles the theme registers for a group, Default pressed, and applies one', async () => {
    const { select, entityStore } = await setUp();
    await select([0]);
    await within(sidebar()).findByRole('button', { name: 'Style 1' });
    expect(styleButtons().map((button) => button.textContent)).toEqual([
      'Default',
      'Style 1',
      'Dark',
    ]);
    expect(
      within(sidebar()).getByRole('button', { name: 'Default' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await act(async () => {
      fireEvent.click(within(sidebar()).getByRole('button', { name: 'Style 1' }));
    });
    const group = () =>
      getEditedBlocks(entityStore.getState(), TEMPLATE).find((b) => b.name === 'core/group');
    expect(group()?.attributes.className).toBe('alignwide is-style-section-1');
    expect(
      within(sidebar()).getByRole('button', { name: 'Style 1' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await act(async () => {
      fireEvent.click(within(sidebar()).getByRole('button', { name: 'Default' }));
    });
    expect(group()?.attributes.className).toBe('alignwide');
  }, 20_000);

  it('shows a registered list style as chosen when the list has its class', async () => {
    const { select } = await setUp();
    await select([0, 0]);
    const checkmark = await within(sidebar()).findByRole('button', { name: 'Checkmark' });
    expect(checkmark.getAttribute('aria-pressed')).toBe('true');
    expect(styleButtons().map((button) => button.textContent)).toEqual(['Default', 'Checkmark']);
  });

  it('is not shown for a block with no styles to choose from', async () => {
    const { select } = await setUp();
    await select([1]);
    await within(sidebar()).findByRole('heading', { name: 'Paragraph' });
    expect(within(sidebar()).queryByRole('region', { name: 'Styles' })).toBeNull();
  });
});
