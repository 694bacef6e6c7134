import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../data/fake-rest';
import { setRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { useCanvasStylesheet } from './use-canvas-stylesheet';

function rest() {
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
      body: { stylesheet: 'loom', settings: {}, styles: {} },
    }),
    'GET /wp/v2/global-styles/7': () => ({
      body: { id: 7, styles: { color: { text: '#aa0000' } }, settings: {} },
    }),
  });
}

function renderStylesheet() {
  const { client } = rest();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditorTestProviders bootstrap={testBootstrap()} client={client}>
      {children}
    </EditorTestProviders>
  );
  return renderHook(() => useCanvasStylesheet(), { wrapper });
}

describe('useCanvasStylesheet', () => {
  afterEach(() => {
    cleanup();
    setRevisionPreview(null);
  });

  it("prints the user's styles, and a previewed revision's instead while there is one", async () => {
    const { result } = renderStylesheet();
    await waitFor(() => expect(result.current.css).toContain('#aa0000'));
    act(() => setRevisionPreview({ styles: { color: { text: '#00bb00' } }, settings: {} }));
    expect(result.current.css).toContain('#00bb00');
    expect(result.current.css).not.toContain('#aa0000');
    act(() => setRevisionPreview(null));
    expect(result.current.css).toContain('#aa0000');
  });

  it("takes the page's stylesheet while the user's styles are those it was made for", async () => {
    const primed = document.createElement('script');
    primed.type = 'application/json';
    primed.id = 'atelier-canvas-stylesheet';
    primed.textContent = JSON.stringify({
      stylesheet: 'loom',
      user: { version: 3, styles: { color: { text: '#aa0000' } }, settings: {} },
      pieces: [{ part: 'styles', name: 'made-by-the-server', css: 'body{color:#aa0000}' }],
      duotoneSvgs: '',
    });
    document.body.append(primed);
    try {
      const { result } = renderStylesheet();
      await waitFor(() => expect(result.current.css).toBe('body{color:#aa0000}'));
      expect(result.current.pieces.map((piece) => piece.name)).toEqual(['made-by-the-server']);
      // Other styles (a previewed revision here, an edit alike) are built in the editor.
      act(() => setRevisionPreview({ styles: { color: { text: '#00bb00' } }, settings: {} }));
      expect(result.current.css).toContain('#00bb00');
      expect(result.current.pieces.map((piece) => piece.name)).not.toContain('made-by-the-server');
    } finally {
      primed.remove();
    }
  });
});
