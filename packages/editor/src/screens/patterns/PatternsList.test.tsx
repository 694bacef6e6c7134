import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouter } from '../../app/Router';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PatternsList } from './PatternsList';
import { LOCKED_PATTERN_TEXT } from './pattern-fields';
import { partRecord, patternsRest, userPatternRecord } from './patterns-test-rest';

const lists = {
  blocks: [
    userPatternRecord(11, 'About the hero', { categories: [5] }),
    userPatternRecord(12, 'Hero banner', { sync: 'unsynced', categories: [5] }),
    userPatternRecord(13, 'Hero', { categories: [5] }),
    userPatternRecord(14, 'Footer links'),
  ],
  terms: [{ id: 5, name: 'Promotions', slug: 'promotions', description: 'Things to sell.' }],
  theme: [{ name: 'loom/gallery', title: 'Gallery', content: '', categories: ['gallery'] }],
  registered: [{ name: 'gallery', label: 'Gallery', description: 'Pictures in rows.' }],
  parts: [partRecord('header', 'Header', 'header'), partRecord('footer', 'Footer', 'footer')],
};

/** Moves to another location as a sidebar link would (the list stays mounted). */
let moveTo: (search: Record<string, string>) => void = () => undefined;
function Mover() {
  const { navigate } = useRouter();
  moveTo = (target) => navigate({ path: '/patterns', ...target });
  return null;
}

function open(search: string) {
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fpatterns${search}`);
  return render(
    <EditorTestProviders bootstrap={testBootstrap()} client={patternsRest(lists).client}>
      <Mover />
      <PatternsList />
    </EditorTestProviders>,
  );
}

function cardNames(): string[] {
  return within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

async function search(text: string) {
  vi.useFakeTimers();
  try {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search patterns' }), {
      target: { value: text },
    });
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
  } finally {
    vi.useRealTimers();
  }
}

describe('PatternsList', () => {
  afterEach(cleanup);

  it('shows a category as a grid under its label and description, sync status hidden', async () => {
    open('&categoryType=pattern&categoryId=promotions');
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy();
    expect(screen.getByText('Things to sell.')).toBeTruthy();
    await screen.findByRole('listitem', { name: 'Hero' });
    expect(cardNames()).toEqual(['About the hero', 'Hero banner', 'Hero']);
    expect(screen.queryByText('Synced')).toBeNull();
    expect(screen.queryByText('Not synced')).toBeNull();
  });

  it('draws the rows first and each live preview once they have been painted', async () => {
    // Every card is on screen at once (happy-dom's observer never reports an intersection).
    class OnScreenObserver {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.report([{ isIntersecting: true }]);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    try {
      open('&categoryType=pattern&categoryId=promotions');
      const card = await screen.findByRole('listitem', { name: 'Hero' });
      // The frame itself needs a laid-out box (none in happy-dom): its preview's wrapper shows.
      const preview = () => card.querySelector('.atelier-block-preview');
      expect(preview()).toBeNull();
      await waitFor(() => expect(preview()).not.toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ranks a search as spec 2 §5 does, within the category', async () => {
    open('&categoryType=pattern&categoryId=promotions');
    await screen.findByRole('listitem', { name: 'Hero' });
    await search('hero');
    expect(cardNames()).toEqual(['Hero', 'Hero banner', 'About the hero']);
    await search('links');
    expect(screen.getByText('No results', { exact: true })).toBeTruthy();
  });

  it('links a user pattern to its edit canvas and shows a theme pattern as locked text', async () => {
    open('');
    const hero = await screen.findByRole('link', { name: 'Hero' });
    expect(hero.getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fwp_block%2F13&canvas=edit',
    );
    await screen.findByRole('listitem', { name: 'Gallery' });
    expect(screen.queryByRole('link', { name: 'Gallery' })).toBeNull();
    const card = screen.getByRole('listitem', { name: 'Gallery' });
    expect(within(card).getByRole('img', { name: LOCKED_PATTERN_TEXT })).toBeTruthy();
  });

  it('lists the parts of a template-part area, each linking to its edit canvas', async () => {
    open('&categoryType=wp_template_part&categoryId=footer');
    expect(await screen.findByRole('heading', { name: 'Footer' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Footer' });
    expect(link.getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fwp_template_part%2Floom%2F%2Ffooter&canvas=edit',
    );
    expect(cardNames()).toEqual(['Footer']);
  });

  it('goes back to the default view when the category changes', async () => {
    open('&categoryType=pattern&categoryId=promotions');
    await screen.findByRole('listitem', { name: 'Hero' });
    await search('hero banner');
    expect(cardNames()).toEqual(['Hero banner']);
    act(() => moveTo({ categoryType: 'pattern', categoryId: 'my-patterns' }));
    expect(await screen.findByRole('heading', { name: 'My patterns' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search patterns' }) as HTMLInputElement).value,
    ).toBe('');
    await screen.findByRole('listitem', { name: 'Footer links' });
    expect(cardNames()).toHaveLength(4);
  });

  it("offers a person's category its menu (rename, delete), not a registered one", async () => {
    open('&categoryType=pattern&categoryId=promotions');
    const heading = await screen.findByRole('heading', { name: 'Promotions' });
    const header = heading.closest('header');
    expect(header).not.toBeNull();
    expect(within(header as HTMLElement).getByRole('button', { name: 'Actions' })).toBeTruthy();
    cleanup();
    open('&categoryType=pattern&categoryId=gallery');
    const gallery = await screen.findByRole('heading', { name: 'Gallery' });
    expect(screen.getByText('Pictures in rows.')).toBeTruthy();
    expect(
      within(gallery.closest('header') as HTMLElement).queryByRole('button', { name: 'Actions' }),
    ).toBeNull();
  });

  it('lets user patterns be selected for bulk actions, not theme patterns', async () => {
    open('');
    await screen.findByRole('listitem', { name: 'Gallery' });
    await screen.findByRole('listitem', { name: 'Hero' });
    expect(
      (screen.getByRole('checkbox', { name: 'Select Hero' }) as HTMLInputElement).disabled,
    ).toBe(false);
    // A theme pattern no bulk action applies to has no checkbox at all.
    expect(screen.queryByRole('checkbox', { name: 'Select Gallery' })).toBeNull();
  });

  it('opens in a table when the location says layout=table', async () => {
    open('&categoryType=pattern&categoryId=my-patterns&layout=table');
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Items' })).toBeNull();
  });
});
