import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectBlock } from '../state/select-block';
import { pageBlockEditor } from '../testing/page-block-editor';
import { Breadcrumbs } from './Breadcrumbs';

const CONTENT = [
  '<!-- wp:paragraph --><p>First</p><!-- /wp:paragraph -->',
  '<!-- wp:paragraph --><p>Second</p><!-- /wp:paragraph -->',
  '<!-- wp:group --><div class="wp-block-group">',
  '<!-- wp:paragraph --><p>Inside</p><!-- /wp:paragraph -->',
  '</div><!-- /wp:group -->',
].join('\n');

afterEach(cleanup);

async function setUp() {
  const editor = await pageBlockEditor({
    id: 7,
    title: { raw: 'About' },
    content: { raw: CONTENT },
    status: 'publish',
  });
  editor.render(<Breadcrumbs />);
  const { store, blocks } = editor;
  const select = async (clientId: string) => {
    await act(async () => store.run(selectBlock, { clientId }));
  };
  return { store, blocks, select };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Block breadcrumb' })).getAllByRole('listitem');

describe('Breadcrumbs', () => {
  it('keeps the same item when another block at the same depth is selected', async () => {
    const { blocks, select } = await setUp();
    await select(blocks()[0]?.clientId ?? '');
    const [, first] = items();
    expect(first?.textContent).toBe('Paragraph');
    await select(blocks()[1]?.clientId ?? '');
    const [, second] = items();
    // The same element, not one removed and another inserted: nothing on the page changed.
    expect(second).toBe(first);
    expect(second?.textContent).toBe('Paragraph');
  });

  it('shows the path to a nested block and selects an ancestor from it', async () => {
    const { store, blocks, select } = await setUp();
    await select(blocks()[0]?.clientId ?? '');
    const group = blocks()[2];
    await select(group?.innerBlocks[0]?.clientId ?? '');
    expect(items().map((item) => item.textContent)).toEqual(['Page', 'Group', 'Paragraph']);
    expect(screen.getByText('Paragraph').getAttribute('aria-current')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    });
    expect(store.getSelection()?.focus.clientId).toBe(group?.clientId);
    expect(items().map((item) => item.textContent)).toEqual(['Page', 'Group']);
  });
});
