import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import { change, click, setUpSidebar, sidebar } from './settings-sidebar-test-setup';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };

const CONTENT = [
  '<!-- wp:spacer -->',
  '<div style="height:100px" aria-hidden="true" class="wp-block-spacer"></div>',
  '<!-- /wp:spacer -->',
  '',
  '<!-- wp:columns -->',
  '<div class="wp-block-columns"><!-- wp:column -->',
  '<div class="wp-block-column"></div>',
  '<!-- /wp:column --></div>',
  '<!-- /wp:columns -->',
  '',
  '<!-- wp:query {"queryId":1,"query":{"perPage":10,"postType":"post","inherit":true}} -->',
  '<div class="wp-block-query"></div>',
  '<!-- /wp:query -->',
  '',
  '<!-- wp:buttons -->',
  '<div class="wp-block-buttons"><!-- wp:button -->',
  '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Go</a></div>',
  '<!-- /wp:button --></div>',
  '<!-- /wp:buttons -->',
  '',
  '<!-- wp:group -->',
  '<div class="wp-block-group"></div>',
  '<!-- /wp:group -->',
  '',
  '<!-- wp:post-title /-->',
].join('\n');

const record = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  content: { raw: CONTENT },
};

afterEach(cleanup);

describe('block settings', () => {
  it('spacer height', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([0]);
    await change(within(sidebar()).getByRole('textbox', { name: 'Height' }), '40px');
    expect(tree()[0]?.attributes.height).toBe('40px');
    expect(tree()[0]?.innerHTML).toContain('height:40px');
  });

  it('a post title takes a heading level or becomes a paragraph', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([5]);
    const levels = within(sidebar()).getByRole('group', { name: 'Heading level' });
    expect(
      within(levels).getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await click(within(levels).getByRole('button', { name: 'Heading 4' }));
    expect(tree()[5]?.attributes.level).toBe(4);
    await click(within(levels).getByRole('button', { name: 'Paragraph' }));
    expect(tree()[5]?.attributes.level).toBe(0);
  });

  it('columns count adds columns', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([1]);
    await change(within(sidebar()).getByRole('spinbutton', { name: 'Columns' }), '3');
    expect(tree()[1]?.innerBlocks.map((block) => block.name)).toEqual([
      'core/column',
      'core/column',
      'core/column',
    ]);
  });

  it('query: an inherited query hides its own settings; leaving it offers type, order and items per page', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([2]);
    expect(within(sidebar()).queryByRole('combobox', { name: 'Post type' })).toBeNull();
    expect(within(sidebar()).queryByRole('spinbutton', { name: 'Items per page' })).toBeNull();
    await click(within(sidebar()).getByRole('checkbox', { name: /inherit the template's query/ }));
    await change(within(sidebar()).getByRole('combobox', { name: 'Post type' }), 'page');
    await change(within(sidebar()).getByRole('spinbutton', { name: 'Items per page' }), '5');
    expect(tree()[2]?.attributes.query).toMatchObject({
      perPage: 5,
      postType: 'page',
      inherit: false,
    });
  });

  it('button link and new tab', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([3, 0]);
    await change(within(sidebar()).getByRole('textbox', { name: 'Link' }), 'https://example.com/');
    await click(within(sidebar()).getByRole('checkbox', { name: 'Open in new tab' }));
    // Link and target are sourced from the saved HTML; the fields read them back from it.
    const html = tree()[3]?.innerBlocks[0]?.innerHTML ?? '';
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('target="_blank"');
    expect(within(sidebar()).getByRole('textbox', { name: 'Link' })).toHaveProperty(
      'value',
      'https://example.com/',
    );
    expect(within(sidebar()).getByRole('checkbox', { name: 'Open in new tab' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('border width on a group gets the solid style (spec 3 §4)', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([4]);
    await change(within(sidebar()).getByRole('textbox', { name: 'Border width' }), '2px');
    expect(tree()[4]?.attributes.style).toEqual({ border: { width: '2px', style: 'solid' } });
    expect(tree()[4]?.innerHTML).toContain('border-style:solid');
  });
});
