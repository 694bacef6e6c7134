import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedHtmlToReact } from './saved-html';

function Saved({ html }: { html: string }) {
  return <>{savedHtmlToReact(html, { rootProps: { 'data-block': 'a' } })}</>;
}

/** Renders the first markup, re-renders with the second and tells whether each element was kept. */
function keptAcross(before: string, after: string, selector: string): boolean {
  const view = render(<Saved html={before} />);
  const first = view.container.querySelector(selector);
  view.rerender(<Saved html={after} />);
  const second = view.container.querySelector(selector);
  expect(first).not.toBeNull();
  expect(second).not.toBeNull();
  view.unmount();
  return first === second;
}

describe('savedHtmlToReact', () => {
  it('keeps the root element when compact markup is written again with line breaks', () => {
    expect(keptAcross('<p>Hello world</p>', '\n<p>Hello world </p>\n', 'p')).toBe(true);
  });

  it('keeps inner elements when the white space between them changes (CRLF, indentation)', () => {
    const compact =
      '<figure class="wp-block-pullquote"><blockquote><p>A</p><cite>B</cite></blockquote></figure>';
    const indented =
      '\r\n<figure class="wp-block-pullquote">\r\n\t<blockquote>\r\n\t\t<p>A</p>\r\n\t\t<cite>Bc</cite>\r\n\t</blockquote>\r\n</figure>\r\n';
    expect(keptAcross(compact, indented, 'cite')).toBe(true);
    expect(keptAcross(compact, indented, 'blockquote p')).toBe(true);
  });

  it('gives the root the block props whatever text surrounds it', () => {
    const view = render(<Saved html={'\n  <h2 class="x">Title</h2>\n'} />);
    const heading = view.container.querySelector('h2');
    expect(heading?.getAttribute('data-block')).toBe('a');
    expect(heading?.className).toBe('x');
    view.unmount();
  });
});

describe('savedHtmlToReact with an inner wrapper', () => {
  it("puts the layout classes on the cover's inner container, not on its root or overlay", () => {
    const html =
      '<div class="wp-block-cover"><span class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container"><atelier-inner-blocks></atelier-inner-blocks></div></div>';
    const view = render(
      <div>
        {savedHtmlToReact(html, {
          rootProps: { className: 'block-editor-block-list__block' },
          innerWrapper: {
            wrapperClass: 'wp-block-cover__inner-container',
            classes: ['is-layout-constrained', 'wp-container-c1'],
          },
        })}
      </div>,
    );
    const root = view.container.querySelector('.wp-block-cover');
    expect(root?.className).toBe('wp-block-cover block-editor-block-list__block');
    expect(view.container.querySelector('.wp-block-cover__inner-container')?.className).toBe(
      'wp-block-cover__inner-container is-layout-constrained wp-container-c1',
    );
    expect(view.container.querySelector('.wp-block-cover__background')?.className).toBe(
      'wp-block-cover__background',
    );
    view.unmount();
  });
});
