import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorTestProviders, testBootstrap } from '../testing/EditorTestProviders';
import { ApiError } from './api-client';
import { createEntityStore } from './entities/entity-store';
import { createFakeRest } from './fake-rest';
import { useThemeBaseStyles } from './theme-base-styles';
import {
  readThemePatternRecords,
  useThemePatternCategoryRecords,
  useThemePatternRecords,
} from './theme-pattern-records';

afterEach(cleanup);

function PatternNames({ label }: { label: string }) {
  const records = useThemePatternRecords();
  const categories = useThemePatternCategoryRecords();
  if (records === null) return <p>{label}: loading</p>;
  const names = records.map((record) => String(record.name)).join(', ');
  return (
    <p>
      {label}: {names || 'none'} ({categories?.length ?? 0} categories)
    </p>
  );
}

function BasePalette({ label }: { label: string }) {
  const base = useThemeBaseStyles('loom');
  const title = base === null ? 'no theme styles' : String(base.title);
  return (
    <p>
      {label}: {title}
    </p>
  );
}

const PATTERNS = [{ name: 'loom/hero', title: 'Hero', content: '' }, { name: 'loom/footer' }];

describe('theme patterns in the entity store', () => {
  it('are read once for every reader, and serve code outside React too', async () => {
    const fake = createFakeRest({
      'GET /wp/v2/block-patterns/patterns': () => ({ body: PATTERNS }),
      'GET /wp/v2/block-patterns/categories': () => ({ body: [{ name: 'header', label: 'H' }] }),
    });
    const store = createEntityStore({ client: fake.client });
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={fake.client} store={store}>
        <PatternNames label="Inserter" />
        <PatternNames label="Start patterns" />
      </EditorTestProviders>,
    );
    expect(await screen.findByText('Inserter: loom/hero, loom/footer (1 categories)')).toBeTruthy();
    expect(screen.getByText('Start patterns: loom/hero, loom/footer (1 categories)')).toBeTruthy();
    const names = (await readThemePatternRecords(store)).map((record) => record.name);
    expect(names).toEqual(['loom/hero', 'loom/footer']);
    const reads = fake.seen.filter((seen) => seen.path.startsWith('/wp/v2/block-patterns/'));
    expect(reads.map((seen) => seen.path).sort()).toEqual([
      '/wp/v2/block-patterns/categories',
      '/wp/v2/block-patterns/patterns',
    ]);
  });

  it('are empty when the read fails', async () => {
    const fake = createFakeRest({
      'GET /wp/v2/block-patterns/patterns': () => {
        throw new ApiError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
      },
      'GET /wp/v2/block-patterns/categories': () => ({ body: [] }),
    });
    const store = createEntityStore({ client: fake.client });
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={fake.client} store={store}>
        <PatternNames label="Inserter" />
      </EditorTestProviders>,
    );
    expect(await screen.findByText('Inserter: none (0 categories)')).toBeTruthy();
    expect(await readThemePatternRecords(store)).toEqual([]);
  });

  it('are taken from the preloaded answer without a request', async () => {
    const fake = createFakeRest(
      { 'GET /wp/v2/block-patterns/categories': () => ({ body: [] }) },
      { '/wp/v2/block-patterns/patterns': PATTERNS },
    );
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={fake.client}>
        <PatternNames label="Inserter" />
      </EditorTestProviders>,
    );
    expect(await screen.findByText('Inserter: loom/hero, loom/footer (0 categories)')).toBeTruthy();
    expect(fake.seen.some((seen) => seen.path === '/wp/v2/block-patterns/patterns')).toBe(false);
  });
});

describe('theme base styles in the entity store', () => {
  it('are read once (with context=edit) for the canvas and the inspector', async () => {
    const fake = createFakeRest({
      'GET /wp/v2/global-styles/themes/loom': () => ({ body: { title: 'Loom styles' } }),
    });
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={fake.client}>
        <BasePalette label="Canvas" />
        <BasePalette label="Inspector" />
      </EditorTestProviders>,
    );
    expect(await screen.findByText('Canvas: Loom styles')).toBeTruthy();
    expect(screen.getByText('Inspector: Loom styles')).toBeTruthy();
    expect(fake.seen.map((seen) => seen.path)).toEqual([
      '/wp/v2/global-styles/themes/loom?context=edit',
    ]);
  });

  it('are null when the read fails', async () => {
    const fake = createFakeRest({
      'GET /wp/v2/global-styles/themes/loom': () => {
        throw new ApiError('rest_theme_not_found', 'Theme not found.', 404);
      },
    });
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={fake.client}>
        <BasePalette label="Canvas" />
      </EditorTestProviders>,
    );
    expect(await screen.findByText('Canvas: no theme styles')).toBeTruthy();
  });
});
