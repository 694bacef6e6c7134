import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { useStylesStylesheet } from './use-styles-stylesheet';

const THEME = {
  stylesheet: 'loom',
  settings: { color: { palette: [{ slug: 'accent', name: 'Indigo', color: '#2f4bd8' }] } },
  styles: { color: { text: 'var:preset|color|accent' } },
};

function renderStylesheet(initial: unknown) {
  const { client } = createFakeRest({
    'GET /wp/v2/global-styles/themes/loom': () => ({ body: THEME }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditorTestProviders bootstrap={testBootstrap()} client={client}>
      {children}
    </EditorTestProviders>
  );
  return renderHook(({ user }) => useStylesStylesheet(user), {
    wrapper,
    initialProps: { user: initial },
  });
}

describe('useStylesStylesheet', () => {
  afterEach(cleanup);

  it("prints the theme's styles under the given user styles, for any styles given", async () => {
    const revision = { styles: { color: { background: '#c0ffee' } }, settings: {} };
    const { result, rerender } = renderStylesheet(revision);
    await waitFor(() =>
      expect(result.current.css).toContain('--wp--preset--color--accent: #2f4bd8'),
    );
    expect(result.current.css).toContain('#c0ffee');
    const first = result.current;
    rerender({ user: revision });
    expect(result.current).toBe(first);
    rerender({ user: { styles: { color: { background: '#aa0000' } }, settings: {} } });
    expect(result.current.css).toContain('#aa0000');
    expect(result.current.css).not.toContain('#c0ffee');
  });
});
