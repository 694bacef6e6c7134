import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PatternsSidebar } from './PatternsSidebar';
import { readPatterns } from './patterns-reads';
import { partRecord, patternsRest, userPatternRecord } from './patterns-test-rest';

describe('readPatterns', () => {
  beforeEach(() =>
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpatterns'),
  );
  afterEach(cleanup);

  it('reads what the Patterns sidebar shows, so its first render draws the categories', async () => {
    const rest = patternsRest({
      blocks: [userPatternRecord(11, 'Call to action')],
      parts: [partRecord('header', 'Header', 'header')],
      theme: [{ name: 'loom/hero', title: 'Hero', content: '', categories: ['banner'] }],
      registered: [{ name: 'banner', label: 'Banners' }],
    });
    const store = createEntityStore({ client: rest.client });
    await readPatterns(store);
    const asked = rest.seen.map((request) => request.path.split('?')[0]);
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
        <PatternsSidebar />
      </EditorTestProviders>,
    );
    // Synchronous queries: drawn by the first render, not after a read.
    expect(screen.getByRole('link', { name: 'My patterns 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Header 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Banners 1' })).toBeTruthy();
    expect(asked.sort()).toEqual([
      '/wp/v2/block-patterns/categories',
      '/wp/v2/block-patterns/patterns',
      '/wp/v2/blocks',
      '/wp/v2/template-parts',
      '/wp/v2/wp_pattern_category',
    ]);
  });
});
