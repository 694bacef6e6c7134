import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CanvasFrame } from './CanvasFrame';
import { useLayoutStyle } from './LayoutStyles';

function Block() {
  useLayoutStyle('group-1', '.wp-container-1{gap:0}');
  return <p>Hello</p>;
}

describe('CanvasFrame', () => {
  afterEach(cleanup);

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
