import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getEditedBlocks } from '../../../data/entities/selectors';
import type { RecordRef } from '../../../data/entities/store-state';
import { selectRange } from '../../state/select-block';
import { setUpSidebar } from '../settings-sidebar-test-setup';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const CONTENT = [
  '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:paragraph -->\n<p>Two</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:spacer -->\n<div style="height:100px" aria-hidden="true" class="wp-block-spacer"></div>\n<!-- /wp:spacer -->',
].join('\n\n');
const home = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  content: { raw: CONTENT },
};

afterEach(cleanup);

async function selectFirst(count: number) {
  const setup = await setUpSidebar(TEMPLATE, home);
  const ids = setup.tree().map((block) => block.clientId);
  await act(async () =>
    setup.blockEditor.run(selectRange, { anchorId: ids[0] ?? '', focusId: ids[count - 1] ?? '' }),
  );
  return { ...setup, sidebar: screen.getByRole('region', { name: 'Editor settings' }) };
}

describe('a multi-selection in the settings sidebar', () => {
  it("opens the Block tab with '{n} blocks' instead of the template tab", async () => {
    const { sidebar } = await selectFirst(3);
    expect(within(sidebar).getByRole('tab', { name: 'Block' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(sidebar).getByRole('heading', { name: '3 blocks', level: 2 })).toBeTruthy();
    // A spacer shares no colour support with paragraphs: no Color panel for the three.
    expect(within(sidebar).queryByRole('button', { name: 'Background Indigo' })).toBeNull();
  });

  it('offers the controls the blocks share; a change applies to each, in one undo step', async () => {
    const { sidebar, entityStore } = await selectFirst(2);
    expect(within(sidebar).getByRole('heading', { name: '2 blocks', level: 2 })).toBeTruthy();
    const swatch = await within(sidebar).findByRole('button', { name: 'Background Indigo' });
    await act(async () => {
      fireEvent.click(swatch);
    });
    const paragraphs = () =>
      getEditedBlocks(entityStore.getState(), TEMPLATE).filter(
        (block) => block.name === 'core/paragraph',
      );
    expect(paragraphs().map((block) => block.attributes.backgroundColor)).toEqual([
      'accent',
      'accent',
    ]);
    await act(async () => entityStore.undo());
    expect(paragraphs().map((block) => block.attributes.backgroundColor)).toEqual([
      undefined,
      undefined,
    ]);
  });
});
