import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getEditedBlocks } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { setUpSidebar } from './settings-sidebar-test-setup';

const CONTENT = [
  '<!-- wp:template-part {"slug":"header","area":"header"} /-->',
  '<!-- wp:group {"layout":{"type":"constrained"}} -->',
  '<div class="wp-block-group"><!-- wp:heading {"level":1} -->',
  '<h1 class="wp-block-heading">The journal</h1>',
  '<!-- /wp:heading --></div>',
  '<!-- /wp:group -->',
].join('\n');

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const home = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  description: 'Shows the latest posts.',
  content: { raw: CONTENT },
  source: 'theme',
  has_theme_file: true,
};

afterEach(cleanup);

describe('SettingsSidebar', () => {
  it('shows the template tab first: title, description and areas', async () => {
    await setUpSidebar(TEMPLATE, home);
    const sidebar = screen.getByRole('region', { name: 'Editor settings' });
    expect(
      within(sidebar).getByRole('tab', { name: 'Template' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(sidebar).getByRole('heading', { name: 'Blog Home' })).toBeTruthy();
    expect(within(sidebar).getByText('Shows the latest posts.')).toBeTruthy();
    expect(within(sidebar).getByRole('region', { name: 'Areas' }).textContent).toContain('header');
    expect(within(sidebar).queryByRole('button', { name: 'Clear customizations' })).toBeNull();
  });

  it('a selected heading opens the Block tab with only what a heading supports', async () => {
    const { select, tree, entityStore } = await setUpSidebar(TEMPLATE, home);
    await select([1, 0]);
    const sidebar = screen.getByRole('region', { name: 'Editor settings' });
    expect(within(sidebar).getByRole('tab', { name: 'Block' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(sidebar).getByRole('group', { name: 'Heading level' })).toBeTruthy();
    expect(within(sidebar).queryByRole('region', { name: 'Layout' })).toBeNull();

    await act(async () => {
      fireEvent.click(within(sidebar).getByRole('button', { name: 'Heading 3' }));
    });
    expect(tree()[1]?.innerBlocks[0]?.attributes.level).toBe(3);
    await act(async () => entityStore.undo());
    expect(tree()[1]?.innerBlocks[0]?.attributes.level).toBe(1);
  });

  it('a palette colour on a group writes its slug, in one undo step', async () => {
    const { select, entityStore } = await setUpSidebar(TEMPLATE, home);
    await select([1]);
    const sidebar = screen.getByRole('region', { name: 'Editor settings' });
    expect(within(sidebar).getByRole('region', { name: 'Layout' })).toBeTruthy();
    const swatch = await within(sidebar).findByRole('button', { name: 'Background Indigo' });
    await act(async () => {
      fireEvent.click(swatch);
    });
    const group = () =>
      getEditedBlocks(entityStore.getState(), TEMPLATE).find((b) => b.name === 'core/group');
    expect(group()?.attributes.backgroundColor).toBe('accent');
    expect(group()?.innerHTML).toContain('has-accent-background-color');
    await act(async () => entityStore.undo());
    expect(group()?.attributes.backgroundColor).toBeUndefined();
  });

  it('editing a page keeps the page tab when a block is selected', async () => {
    const page: RecordRef = { kind: 'postType', name: 'page', id: '7' };
    const { select } = await setUpSidebar(page, {
      id: 7,
      title: { raw: 'About', rendered: 'About' },
      content: { raw: '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->' },
    });
    await select([0]);
    const sidebar = screen.getByRole('region', { name: 'Editor settings' });
    expect(within(sidebar).getByRole('tab', { name: 'Page' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
