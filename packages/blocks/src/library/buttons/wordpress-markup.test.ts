import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { buttons, WORDPRESS_BUTTONS } from './wordpress-markup';

const registry = createCoreRegistry();

describe('core/buttons and core/button with WordPress markup', () => {
  for (const [variant, markup] of Object.entries(WORDPRESS_BUTTONS)) {
    it(`validates and round-trips: ${variant}`, () => {
      expect(invalidBlocks(parseBlocks(registry, markup)).map((b) => b.validationIssue)).toEqual(
        [],
      );
      expect(serialize(parse(markup))).toBe(markup);
    });
  }

  it('still flags a button whose saved link lost its classes', () => {
    const broken = buttons(
      '',
      'wp-block-buttons',
      `<!-- wp:button -->
<div class="wp-block-button"><a href="/join">Join us</a></div>
<!-- /wp:button -->`,
    );
    expect(invalidBlocks(parseBlocks(registry, broken)).map((b) => b.name)).toEqual([
      'core/button',
    ]);
  });
});

describe('core/buttons rendered as WordPress renders it', () => {
  it('lays the row out with flex and keeps each link a wp-element-button', async () => {
    const html = await render(
      parse(WORDPRESS_BUTTONS['the outline style'] ?? ''),
      createMemoryContext({}, { registry }),
    );
    const container =
      /<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex is-content-justification-center (wp-container-core-buttons-is-layout-[0-9a-f]{8})">/.exec(
        html,
      )?.[1];
    expect(container).toBeDefined();
    expect(html).toContain(`.${container}{justify-content:center}`);
    expect(html).toContain(
      '<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/tour">Take the tour</a></div>',
    );
  });
});
