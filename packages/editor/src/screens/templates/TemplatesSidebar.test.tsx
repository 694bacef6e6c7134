import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { TemplatesSidebar } from './TemplatesSidebar';
import { themeTemplate as template } from './templates-test-records';

function renderSidebar(answer: () => Promise<{ body: unknown }>) {
  const { client } = createFakeRest({ 'GET /wp/v2/templates': answer });
  return render(
    <EditorTestProviders bootstrap={testBootstrap()} client={client}>
      <TemplatesSidebar />
    </EditorTestProviders>,
  );
}

describe('TemplatesSidebar', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fwp_template');
  });
  afterEach(cleanup);

  it("says 'Loading templates…' while the list loads", () => {
    renderSidebar(() => new Promise(() => undefined));
    expect(screen.getByText('Loading templates…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage all templates' }).getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fwp_template%2Fall',
    );
  });

  it("says 'No templates found' for an empty list", async () => {
    renderSidebar(async () => ({ body: [] }));
    expect(await screen.findByText('No templates found')).toBeTruthy();
  });

  it('groups the templates, each linking to its own screen', async () => {
    renderSidebar(async () => ({
      body: [
        template('index', 'Index'),
        template('home', 'Blog Home'),
        template('attachment', 'Attachment'),
        template('wp-custom-template-wide', 'Wide', { is_custom: true, source: 'custom' }),
        template('shop', 'Shop', { original_source: 'plugin', author_text: 'Shopkeeper' }),
      ],
    }));
    const hierarchy = await screen.findByRole('list', { name: 'Templates' });
    expect(
      within(hierarchy)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blog Home', 'Index']);
    expect(within(hierarchy).getByRole('link', { name: 'Index' }).getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Findex',
    );
    const custom = screen.getByRole('list', { name: 'Custom' });
    expect(within(custom).getByRole('link', { name: 'Wide' })).toBeTruthy();
    const plugin = screen.getByRole('list', { name: 'Shopkeeper' });
    expect(within(plugin).getByRole('link', { name: 'Shop' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Attachment' })).toBeNull();
  });
});
