import { act, cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../../data/entities/store-state';
import { change, click, setUpSidebar, sidebar } from '../settings-sidebar-test-setup';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };

const CONTENT = [
  '<!-- wp:group -->',
  '<div class="wp-block-group"></div>',
  '<!-- /wp:group -->',
  '',
  '<!-- wp:group {"style":{"spacing":{"padding":{"top":"1rem","bottom":"2rem"}},"border":{"top":{"width":"1px","style":"solid"},"left":{"width":"4px","style":"dotted"}}}} -->',
  '<div class="wp-block-group" style="border-top-style:solid;border-top-width:1px;border-left-style:dotted;border-left-width:4px;padding-top:1rem;padding-bottom:2rem"></div>',
  '<!-- /wp:group -->',
  '',
  '<!-- wp:buttons -->',
  '<div class="wp-block-buttons"><!-- wp:button -->',
  '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Go</a></div>',
  '<!-- /wp:button --></div>',
  '<!-- /wp:buttons -->',
].join('\n');

const record = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  content: { raw: CONTENT },
};

afterEach(cleanup);

const group = (name: string) => within(sidebar()).getByRole('group', { name });

describe('padding and margin per side', () => {
  it('linked by default: one value for every side; unlinked: only the top', async () => {
    const { select, tree, entityStore } = await setUpSidebar(TEMPLATE, record);
    await select([0]);
    const padding = group('Padding');
    const toggle = within(padding).getByRole('button', { name: 'Unlink sides' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await change(within(padding).getByRole('textbox', { name: 'Custom padding' }), '10px');
    expect(tree()[0]?.attributes.style).toEqual({
      spacing: { padding: { top: '10px', right: '10px', bottom: '10px', left: '10px' } },
    });

    await click(toggle);
    const unlinked = within(padding).getByRole('button', { name: 'Link sides' });
    expect(unlinked.getAttribute('aria-pressed')).toBe('false');
    // The toggle is the same element: focus stays on it.
    expect(unlinked).toBe(toggle);
    await change(within(padding).getByRole('textbox', { name: 'Custom top padding' }), '3rem');
    expect(tree()[0]?.attributes.style).toEqual({
      spacing: { padding: { top: '3rem', right: '10px', bottom: '10px', left: '10px' } },
    });
    expect(tree()[0]?.innerHTML).toContain('padding-top:3rem');

    // One undo step per change.
    await act(async () => entityStore.markUndoBoundary());
    await click(within(padding).getByRole('button', { name: 'Reset left padding' }));
    expect(tree()[0]?.attributes.style).toEqual({
      spacing: { padding: { top: '3rem', right: '10px', bottom: '10px' } },
    });
    await act(async () => entityStore.undo());
    expect(tree()[0]?.attributes.style).toEqual({
      spacing: { padding: { top: '3rem', right: '10px', bottom: '10px', left: '10px' } },
    });
  });

  it('mixed values open unlinked, the linked field shows them as mixed', async () => {
    const { select } = await setUpSidebar(TEMPLATE, record);
    await select([1]);
    const padding = group('Padding');
    expect(within(padding).getByRole('button', { name: 'Link sides' })).toBeTruthy();
    const top = within(padding).getByRole('textbox', { name: 'Custom top padding' });
    expect((top as HTMLInputElement).value).toBe('1rem');
    await click(within(padding).getByRole('button', { name: 'Link sides' }));
    const all = within(padding).getByRole('textbox', { name: 'Custom padding' });
    expect((all as HTMLInputElement).value).toBe('');
    expect(all.getAttribute('placeholder')).toBe('Mixed');
    // The margin of the same block is not mixed: it stays linked.
    expect(within(group('Margin')).getByRole('button', { name: 'Unlink sides' })).toBeTruthy();
  });

  it('a button unlinks into vertical and horizontal padding, as its supports say', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([2, 0]);
    const padding = group('Padding');
    await click(within(padding).getByRole('button', { name: 'Unlink sides' }));
    expect(within(padding).queryByRole('textbox', { name: 'Custom top padding' })).toBeNull();
    await change(
      within(padding).getByRole('textbox', { name: 'Custom horizontal padding' }),
      '2em',
    );
    expect(tree()[2]?.innerBlocks[0]?.attributes.style).toEqual({
      spacing: { padding: { right: '2em', left: '2em' } },
    });
  });
});

describe('border per side and radius per corner', () => {
  it('a left border only: width and palette colour, normalised to solid', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([0]);
    const border = within(sidebar()).getByRole('region', { name: 'Border' });
    // Linked fields keep their names.
    expect(within(border).getByRole('textbox', { name: 'Border width' })).toBeTruthy();
    await click(within(border).getByRole('button', { name: 'Unlink sides' }));
    const left = within(border).getByRole('group', { name: 'Left border' });
    await change(within(left).getByRole('textbox', { name: 'Left border width' }), '4px');
    await click(within(left).getByRole('button', { name: 'Left border color Indigo' }));
    expect(tree()[0]?.attributes.style).toEqual({
      border: { left: { color: 'var:preset|color|accent', width: '4px', style: 'solid' } },
    });
    expect(tree()[0]?.attributes.borderColor).toBeUndefined();
    expect(tree()[0]?.innerHTML).toContain(
      'border-left-color:var(--wp--preset--color--accent);border-left-style:solid;border-left-width:4px',
    );
  });

  it('sides that differ open unlinked; radius corners unlink too', async () => {
    const { select, tree } = await setUpSidebar(TEMPLATE, record);
    await select([1]);
    const border = within(sidebar()).getByRole('region', { name: 'Border' });
    const left = within(border).getByRole('group', { name: 'Left border' });
    expect(
      (within(left).getByRole('combobox', { name: 'Left border style' }) as HTMLSelectElement)
        .value,
    ).toBe('dotted');
    const radius = within(border).getByRole('group', { name: 'Radius' });
    await click(within(radius).getByRole('button', { name: 'Unlink radii' }));
    await change(within(radius).getByRole('textbox', { name: 'Top left radius' }), '12px');
    expect(tree()[1]?.attributes.style).toMatchObject({
      border: { radius: { topLeft: '12px' } },
    });
    expect(tree()[1]?.innerHTML).toContain('border-top-left-radius:12px');
  });
});
