import { createBlock, createCoreRegistry, serialize } from '@atelier/blocks';
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../../data/entities/store-state';
import { click, setUpSidebar, sidebar } from '../../inspector/settings-sidebar-test-setup';

const PART: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };

const ACCORDION = serialize([
  createBlock(createCoreRegistry(), 'core/accordion', {}, [
    {
      name: 'core/accordion-item',
      attributes: {},
      innerBlocks: [
        { name: 'core/accordion-heading', attributes: { title: 'Hours?' } },
        { name: 'core/accordion-panel', attributes: {} },
      ],
    },
  ]),
]);

afterEach(cleanup);

async function setUp() {
  return setUpSidebar(PART, {
    id: 'loom//header',
    slug: 'header',
    title: { raw: 'Header' },
    content: { raw: ACCORDION },
  });
}

describe('accordion settings', () => {
  it('Auto-close marks the accordion so opening one item closes the others', async () => {
    const { tree, select } = await setUp();
    await select([0]);
    const toggle = await within(sidebar()).findByRole('checkbox', { name: 'Auto-close' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await click(toggle);
    expect(serialize(tree())).toContain('<!-- wp:accordion {"autoclose":true} -->');
    const after = within(sidebar()).getByRole('checkbox', { name: 'Auto-close' });
    expect((after as HTMLInputElement).checked).toBe(true);
  });

  it('Open by default saves the item open', async () => {
    const { tree, select } = await setUp();
    await select([0, 0]);
    const toggle = await within(sidebar()).findByRole('checkbox', { name: 'Open by default' });
    await click(toggle);
    const markup = serialize(tree());
    expect(markup).toContain('<!-- wp:accordion-item {"openByDefault":true} -->');
    expect(markup).toContain('<div class="wp-block-accordion-item is-open">');
  });
});
