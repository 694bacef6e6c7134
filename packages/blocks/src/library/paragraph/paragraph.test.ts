import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { createBlock } from '../../registry/create-block';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { createCoreRegistry } from '../core-blocks';

const registry = createCoreRegistry();
const renderMarkup = (markup: string) => render(parse(markup), createMemoryContext());

describe('core/paragraph', () => {
  it('saves a bare <p>, as the block editor does', () => {
    expect(createBlock(registry, 'core/paragraph', { content: 'Hi' }).innerHTML.trim()).toBe(
      '<p>Hi</p>',
    );
  });

  it('gains wp-block-paragraph when rendered, after the classes it was saved with', async () => {
    expect(await renderMarkup('<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->')).toBe(
      '\n<p class="wp-block-paragraph">Hi</p>\n',
    );
    expect(
      await renderMarkup(
        '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hi <em class="x">there</em></p>\n<!-- /wp:paragraph -->',
      ),
    ).toBe(
      '\n<p class="has-text-align-center wp-block-paragraph">Hi <em class="x">there</em></p>\n',
    );
  });
});
