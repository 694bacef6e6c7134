import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PatternsSidebar } from './PatternsSidebar';
import { partRecord, patternsRest, userPatternRecord } from './patterns-test-rest';

function open(search: string, client: ReturnType<typeof createFakeRest>['client']) {
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?${search}`);
  return render(
    <EditorTestProviders bootstrap={testBootstrap()} client={client}>
      <PatternsSidebar />
    </EditorTestProviders>,
  );
}

const lists = {
  blocks: [
    userPatternRecord(11, 'Call to action', { categories: [5] }),
    userPatternRecord(12, 'Quote card', { sync: 'unsynced' }),
  ],
  terms: [{ id: 5, name: 'Promotions', slug: 'promotions', description: 'Sell things.' }],
  theme: [
    { name: 'loom/hero', title: 'Hero', content: '', categories: ['banner'] },
    { name: 'loom/footer-cta', title: 'Footer CTA', content: '', categories: ['banner', 'call'] },
  ],
  registered: [
    { name: 'banner', label: 'Banners' },
    { name: 'call', label: 'Calls' },
    { name: 'text', label: 'Text' },
  ],
  parts: [
    partRecord('header', 'Header', 'header'),
    partRecord('footer', 'Footer', 'footer'),
    partRecord('footer-dark', 'Footer dark', 'footer'),
  ],
};

function linkTexts(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('PatternsSidebar', () => {
  afterEach(cleanup);

  it("says 'Loading…' while reading, under the screen's title and description", () => {
    const { client } = createFakeRest({ 'GET /wp/v2/blocks': () => new Promise(() => undefined) });
    open('p=%2Fpatterns', client);
    expect(screen.getByRole('heading', { name: 'Patterns' })).toBeTruthy();
    expect(
      screen.getByText('Manage what patterns are available when editing the site.'),
    ).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New Pattern' })).toBeTruthy();
  });

  it('lists My patterns, the template-part areas and the used categories with their counts', async () => {
    open('p=%2Fpatterns', patternsRest(lists).client);
    const mine = await screen.findByRole('list', { name: 'My patterns' });
    expect(linkTexts(mine)).toEqual(['My patterns 2']);
    expect(linkTexts(screen.getByRole('list', { name: 'Template parts' }))).toEqual([
      'Header 1',
      'Footer 2',
      'Sidebar 0',
      'General 0',
    ]);
    // All patterns first, then by label; 'Text' holds nothing and is left out.
    expect(linkTexts(screen.getByRole('list', { name: 'Pattern categories' }))).toEqual([
      'All patterns 4',
      'Banners 2',
      'Calls 1',
      'Promotions 1',
      'Uncategorized 1',
    ]);
  });

  it('links each entry to its list and marks the current one', async () => {
    open(
      'p=%2Fpatterns&categoryType=wp_template_part&categoryId=footer',
      patternsRest(lists).client,
    );
    const footer = await screen.findByRole('link', { name: 'Footer 2' });
    expect(footer.getAttribute('aria-current')).toBe('page');
    expect(footer.getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fpatterns&categoryType=wp_template_part&categoryId=footer',
    );
    const all = screen.getByRole('link', { name: 'All patterns 4' });
    expect(all.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Banners 2' }).getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fpatterns&categoryType=pattern&categoryId=banner',
    );
  });

  it('marks All patterns when the location names no category', async () => {
    open('p=%2Fpatterns', patternsRest(lists).client);
    const all = await screen.findByRole('link', { name: 'All patterns 4' });
    expect(all.getAttribute('aria-current')).toBe('page');
  });

  it('ends with the links to manage my patterns (a table of them) and the template parts', async () => {
    open('p=%2Fpatterns', patternsRest(lists).client);
    await screen.findByRole('list', { name: 'My patterns' });
    expect(
      screen.getByRole('link', { name: 'Manage all of my patterns' }).getAttribute('href'),
    ).toBe(
      '/wp-admin/site-editor.php?p=%2Fpatterns&categoryType=pattern&categoryId=my-patterns&layout=table',
    );
    expect(
      screen.getByRole('link', { name: 'Manage all template parts' }).getAttribute('href'),
    ).toBe('/wp-admin/site-editor.php?p=%2Fwp_template_part%2Fall');
  });
});
