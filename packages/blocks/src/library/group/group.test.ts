import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { createBlock } from '../../registry/create-block';
import { renderWithStyles } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';

const registry = createCoreRegistry();

/** A theme's post navigation as WordPress saves it: a labelled `nav` group in a flex row. */
const POST_NAVIGATION =
  '<!-- wp:group {"tagName":"nav","ariaLabel":"Posts","style":{"spacing":{"padding":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|40"}}},"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} -->\n' +
  '<nav class="wp-block-group" aria-label="Posts" style="padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40)"><!-- wp:post-navigation-link {"type":"previous"} /-->\n\n<!-- wp:post-navigation-link /--></nav>\n' +
  '<!-- /wp:group -->';

describe('core/group', () => {
  it('validates a labelled nav group as WordPress saves it', () => {
    expect(invalidBlocks(parseBlocks(registry, POST_NAVIGATION))).toEqual([]);
  });

  it('validates each container element a theme uses', () => {
    for (const tagName of ['header', 'main', 'section', 'article', 'aside', 'footer', 'figure']) {
      const markup = `<!-- wp:group {"tagName":"${tagName}"} -->\n<${tagName} class="wp-block-group"></${tagName}>\n<!-- /wp:group -->`;
      expect(invalidBlocks(parseBlocks(registry, markup))).toEqual([]);
    }
  });

  it('renders the nav with its label and layout on the public site', async () => {
    const { html } = await renderWithStyles(parse(POST_NAVIGATION), createMemoryContext());
    const nav = html.trim().slice(0, html.trim().indexOf('>') + 1);
    expect(nav).toMatch(/^<nav class="wp-block-group is-layout-flex [^"]*" aria-label="Posts" /);
    expect(nav).toContain('is-content-justification-space-between is-nowrap');
    expect(html.trim().endsWith('</nav>')).toBe(true);
  });

  it('saves an element that is not a container as a div', () => {
    const block = createBlock(registry, 'core/group', { tagName: 'script', ariaLabel: 'x' });
    expect(block.innerHTML.trim()).toBe('<div class="wp-block-group" aria-label="x"></div>');
  });
});
