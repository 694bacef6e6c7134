import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import { InspectedBlockContext, useInspectedBlockState } from './inspected-block';
import { setUpSidebar, sidebar } from './settings-sidebar-test-setup';

afterEach(cleanup);

function Counter() {
  const [count, setCount] = useInspectedBlockState(() => 0);
  return (
    <button type="button" onClick={() => setCount((before) => before + 1)}>
      Pressed {count}
    </button>
  );
}

describe('useInspectedBlockState', () => {
  it('keeps its value for one block and starts afresh for another, in the same element', () => {
    const { rerender } = render(
      <InspectedBlockContext.Provider value="a">
        <Counter />
      </InspectedBlockContext.Provider>,
    );
    const button = screen.getByRole('button', { name: 'Pressed 0' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Pressed 2');
    rerender(
      <InspectedBlockContext.Provider value="a">
        <Counter />
      </InspectedBlockContext.Provider>,
    );
    expect(button.textContent).toBe('Pressed 2');
    rerender(
      <InspectedBlockContext.Provider value="b">
        <Counter />
      </InspectedBlockContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBe(button);
  });

  it('outside the Block tab (no block) it is plain state', () => {
    render(<Counter />);
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
  });
});

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const CONTENT = [
  '<!-- wp:group {"style":{"spacing":{"padding":{"top":"1rem","bottom":"1rem"}}}} -->',
  '<div class="wp-block-group"><!-- wp:paragraph --><p>One</p><!-- /wp:paragraph --></div>',
  '<!-- /wp:group -->',
  '<!-- wp:group -->',
  '<div class="wp-block-group"><!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph --></div>',
  '<!-- /wp:group -->',
  '<!-- wp:heading --><h2 class="wp-block-heading">Three</h2><!-- /wp:heading -->',
].join('\n');
const home = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  description: '',
  content: { raw: CONTENT },
  source: 'theme',
  has_theme_file: true,
};

describe('the Block tab between blocks of one type', () => {
  it('updates the panels in place, each block with its own linked sides', {
    timeout: 30_000,
  }, async () => {
    const { select } = await setUpSidebar(TEMPLATE, home);
    await select([0]);
    const padding = () => within(sidebar()).getByRole('group', { name: 'Padding' });
    // Different sides open unlinked.
    expect(within(padding()).getByRole('button', { name: 'Link sides' })).toBeTruthy();
    const panel = within(sidebar()).getByRole('region', { name: 'Dimensions' });

    await select([1]);
    expect(within(sidebar()).getByRole('region', { name: 'Dimensions' })).toBe(panel);
    expect(within(padding()).getByRole('button', { name: 'Unlink sides' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(padding()).getByRole('button', { name: 'Unlink sides' }));
    });
    expect(within(padding()).getByRole('button', { name: 'Link sides' })).toBeTruthy();

    await select([0]);
    expect(within(padding()).getByRole('button', { name: 'Link sides' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(padding()).getByRole('button', { name: 'Link sides' }));
    });
    await select([1]);
    expect(within(padding()).getByRole('button', { name: 'Unlink sides' })).toBeTruthy();

    // Another type: its own panels.
    await select([2]);
    expect(within(sidebar()).getByRole('heading', { name: 'Heading' })).toBeTruthy();
    expect(within(sidebar()).getByRole('group', { name: 'Heading level' })).toBeTruthy();
  });
});
