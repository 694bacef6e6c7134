import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { RevisionCompareToggle } from '../../domain/global-styles/revisions/RevisionCompareToggle';
import {
  getRevisionCompare,
  setRevisionCompare,
} from '../../domain/global-styles/revisions/revision-compare-state';
import { setRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { RevisionsMainArea } from './RevisionsMainArea';
import { THEME_STYLES } from './styles-test-rest';

const FRONT = 'loom//front-page';
const list =
  (body: unknown[] = []): FakeHandler =>
  () => ({ body, headers: { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': '1' } });

function mainAreaRest() {
  return createFakeRest({
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
    'GET /wp/v2/global-styles/themes/loom': () => ({
      body: { stylesheet: 'loom', ...THEME_STYLES },
    }),
    'GET /wp/v2/global-styles/7': () => ({
      body: { id: 7, styles: { color: { text: '#aa0000' } }, settings: {} },
    }),
    [`GET /wp/v2/templates/${FRONT}`]: () => ({
      body: {
        id: FRONT,
        slug: 'front-page',
        type: 'wp_template',
        content: {
          raw: '<!-- wp:template-part {"slug":"header","theme":"loom"} /--><!-- wp:pattern {"slug":"loom/hero"} /-->',
        },
      },
    }),
    'GET /wp/v2/template-parts': list([
      {
        id: 'loom//header',
        slug: 'header',
        area: 'header',
        content: { raw: '<!-- wp:paragraph --><p>Loom header</p><!-- /wp:paragraph -->' },
      },
    ]),
    'GET /wp/v2/block-patterns/patterns': () => ({
      body: [
        {
          name: 'loom/hero',
          title: 'Hero',
          content:
            '<!-- wp:heading --><h2 class="wp-block-heading">Welcome</h2><!-- /wp:heading -->',
        },
      ],
    }),
    'GET /wp/v2/settings': () => ({ body: {} }),
    'GET /wp/v2/posts': list(),
    'GET /wp/v2/pages': list(),
    'GET /wp/v2/navigation': list(),
  });
}

function frameDocument(pane: HTMLElement): string {
  return pane.querySelector('iframe')?.getAttribute('srcdoc') ?? '';
}

describe('RevisionsMainArea', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: each pane's frame box is given a size, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    cleanup();
    setRevisionPreview(null);
    setRevisionCompare(false);
    vi.restoreAllMocks();
  });

  it('draws the front page with the selected revision and with the current styles, and lists what differs', async () => {
    const { client } = mainAreaRest();
    setRevisionPreview({ styles: { color: { text: 'var:preset|color|accent' } }, settings: {} });
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={client}>
        <RevisionsMainArea templateId={FRONT} />
      </EditorTestProviders>,
    );
    const changes = screen.getByRole('region', { name: 'Changes' });
    await waitFor(() =>
      expect(within(changes).getByRole('listitem').textContent).toBe(
        'Text › Color: Indigo → #aa0000',
      ),
    );
    const revision = screen.getByRole('region', { name: 'Selected revision' });
    const current = screen.getByRole('region', { name: 'Current styles' });
    await waitFor(() => expect(frameDocument(revision)).toContain('Welcome'));
    expect(frameDocument(revision)).toContain('Loom header');
    expect(frameDocument(revision)).toContain('var(--wp--preset--color--accent)');
    expect(frameDocument(revision)).not.toContain('#aa0000');
    await waitFor(() => expect(frameDocument(current)).toContain('#aa0000'));
    expect(within(current).getByTitle('Preview: Current styles')).toBeTruthy();

    act(() => setRevisionPreview({ styles: { color: { text: '#aa0000' } }, settings: {} }));
    await waitFor(() => expect(within(changes).getByText('No differences.')).toBeTruthy());
  });

  it("closes with Escape from inside: compare goes off and the focus goes to the sidebar's toggle", async () => {
    const { client } = mainAreaRest();
    setRevisionPreview({ styles: { color: { text: '#c0ffee' } }, settings: {} });
    setRevisionCompare(true);
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={client}>
        <RevisionCompareToggle />
        <RevisionsMainArea templateId={FRONT} />
      </EditorTestProviders>,
    );
    const view = screen.getByRole('region', { name: 'Compare with current styles' });
    const swipe = within(view).getByRole('button', { name: 'Swipe' });
    // A key other than Escape does nothing.
    fireEvent.keyDown(swipe, { key: 'a' });
    expect(getRevisionCompare()).toBe(true);
    fireEvent.keyDown(swipe, { key: 'Escape' });
    expect(getRevisionCompare()).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Compare with current styles' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
