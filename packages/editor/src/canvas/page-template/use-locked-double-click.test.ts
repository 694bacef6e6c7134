import { afterEach, describe, expect, it } from 'vitest';
import { onLockedTemplate } from './use-locked-double-click';

function html(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('onLockedTemplate', () => {
  it("is true in a locked template block, not in the page's fields and blocks", () => {
    const root = html(
      [
        '<header class="is-editing-disabled is-template-dimmed"><p id="site">Site</p></header>',
        '<main class="is-editing-disabled">',
        '<h1 class="is-editing-disabled is-page-field" id="title">Title</h1>',
        '<div class="is-editing-disabled is-page-field"><p data-block="a" id="own">Mine</p></div>',
        '</main>',
        '<p id="plain">Plain</p>',
      ].join(''),
    );
    const at = (id: string) => root.querySelector(`#${id}`);
    expect(onLockedTemplate(at('site'))).toBe(true);
    expect(onLockedTemplate(at('site')?.firstChild ?? null)).toBe(true);
    expect(onLockedTemplate(at('title'))).toBe(false);
    expect(onLockedTemplate(at('own'))).toBe(false);
    expect(onLockedTemplate(at('plain'))).toBe(false);
    expect(onLockedTemplate(null)).toBe(false);
  });
});
