import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreen } from '../../app/first-screen';
import { CanvasFrame } from './CanvasFrame';
import { useLayoutStyle } from './LayoutStyles';

function Block() {
  useLayoutStyle('group-1', '.wp-container-1{gap:0}');
  return <p>Hello</p>;
}

describe('CanvasFrame', () => {
  afterEach(cleanup);

  // First in the file: the page's first screen has not drawn yet (it draws once, for the module).
  it("takes the theme's @font-face rules once the page's first screen has drawn", async () => {
    const { container } = render(
      <CanvasFrame
        cssPieces={[
          { part: 'font-faces', name: 'font-faces', css: '@font-face{font-family:Figtree}' },
          { part: 'styles', name: 'styles-root', css: 'body{font-family:Figtree}' },
        ]}
        svgs=""
      >
        <p>Hello</p>
      </CanvasFrame>,
    );
    const iframe = container.querySelector('iframe');
    if (iframe === null) throw new Error('no canvas iframe');
    await waitFor(() => expect(iframe.contentDocument?.body.textContent).toContain('Hello'));
    const pieces = () =>
      [...(iframe.contentDocument?.querySelectorAll('style[data-piece]') ?? [])].map((style) =>
        style.getAttribute('data-piece'),
      );
    expect(firstScreen.isDrawn()).toBe(false);
    expect(pieces()).toEqual(['styles-root']);
    await new Promise<void>((resolve) => firstScreen.afterDrawn(resolve));
    await waitFor(() => expect(pieces()).toEqual(['font-faces', 'styles-root']));
  }, 10_000);

  it('prints the block library, then global styles, then block supports, as the public site', async () => {
    const { container } = render(
      <CanvasFrame
        cssPieces={[
          { part: 'variables', name: 'variables', css: 'body{--x:1}' },
          {
            part: 'styles',
            name: 'styles',
            css: ':root :where(.wp-block-pullquote){padding:20px}',
          },
        ]}
        svgs=""
      >
        <Block />
      </CanvasFrame>,
    );
    const iframe = container.querySelector('iframe');
    if (iframe === null) throw new Error('no canvas iframe');
    await waitFor(() => expect(iframe.contentDocument?.body.textContent).toContain('Hello'));
    const doc = iframe.contentDocument;
    if (doc === null) throw new Error('no canvas document');
    await waitFor(() =>
      expect(doc.querySelector('style[data-atelier="layout"]')?.textContent).toBe(
        '.wp-container-1{gap:0}',
      ),
    );
    const order = [...doc.querySelectorAll('style')].map(
      (style) => style.getAttribute('data-piece') ?? style.getAttribute('data-atelier'),
    );
    expect(order).toEqual(['block-library', 'variables', 'styles', 'canvas', 'layout']);
  });
});
