import type { ThemeJsonSettings } from '@atelier/theme-json';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../../data/entities/store-state';
import { click, setUpSidebar, sidebar } from '../settings-sidebar-test-setup';
import type { StyleObject } from '../style-path';
import { FiltersStylePanel } from './FiltersPanel';

afterEach(cleanup);

const SETTINGS = {
  color: {
    defaultDuotone: true,
    duotone: {
      theme: [{ slug: 'ink-linen', name: 'Ink and linen', colors: ['#1c1b22', '#faf8f5'] }],
      default: [{ slug: 'grayscale', name: 'Grayscale', colors: ['#000000', '#ffffff'] }],
      custom: [{ slug: 'sea', name: 'Sea', colors: ['#003344', '#aaeeff'] }],
    },
  },
} as ThemeJsonSettings;

interface HarnessProps {
  initial: StyleObject;
  settings: ThemeJsonSettings;
  given: StyleObject[];
}

/** The block type panel over a value kept in state, recording every value it gives. */
function Harness({ initial, settings, given }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <FiltersStylePanel
      value={value}
      onChange={(next) => {
        given.push(next);
        setValue(next);
      }}
      supports={{ filter: { duotone: true } }}
      settings={settings}
    />
  );
}

function renderStylePanel(initial: StyleObject, settings: ThemeJsonSettings = SETTINGS) {
  const given: StyleObject[] = [];
  render(<Harness initial={initial} settings={settings} given={given} />);
  return given;
}

const duotone = () =>
  within(screen.getByRole('region', { name: 'Filters' })).getByRole('group', { name: 'Duotone' });

describe('Filters › Duotone of a block type', () => {
  it('offers Unset, then the theme, default and custom presets, each with a name', () => {
    renderStylePanel({});
    const group = duotone();
    for (const origin of ['Theme', 'Default', 'Custom']) {
      expect(within(group).getByRole('group', { name: origin })).toBeTruthy();
    }
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual([
      'Unset',
      'Duotone Ink and linen',
      'Duotone Grayscale',
      'Duotone Sea',
      'Reset duotone',
    ]);
    expect(within(group).getByRole('button', { name: 'Reset duotone' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('leaves the default presets out when defaultDuotone is false', () => {
    renderStylePanel({}, {
      color: { ...SETTINGS.color, defaultDuotone: false },
    } as ThemeJsonSettings);
    expect(within(duotone()).queryByRole('button', { name: 'Duotone Grayscale' })).toBeNull();
    expect(within(duotone()).getByRole('button', { name: 'Duotone Ink and linen' })).toBeTruthy();
  });

  it('writes filter.duotone as a preset reference or unset, shows it pressed, resets it', async () => {
    const given = renderStylePanel({ color: { text: '#222222' } });
    const ink = within(duotone()).getByRole('button', { name: 'Duotone Ink and linen' });
    await act(async () => ink.click());
    expect(given.at(-1)).toEqual({
      color: { text: '#222222' },
      filter: { duotone: 'var:preset|duotone|ink-linen' },
    });
    expect(ink.getAttribute('aria-pressed')).toBe('true');

    const unset = within(duotone()).getByRole('button', { name: 'Unset' });
    await act(async () => unset.click());
    expect(given.at(-1)).toEqual({ color: { text: '#222222' }, filter: { duotone: 'unset' } });
    expect(unset.getAttribute('aria-pressed')).toBe('true');
    expect(ink.getAttribute('aria-pressed')).toBe('false');

    await act(async () => within(duotone()).getByRole('button', { name: 'Reset duotone' }).click());
    expect(given.at(-1)).toEqual({ color: { text: '#222222' } });
  });
});

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const CONTENT = [
  '<!-- wp:image {"id":3} -->',
  '<figure class="wp-block-image"><img src="/up/hills.png" alt="" class="wp-image-3"/></figure>',
  '<!-- /wp:image -->',
  '',
  '<!-- wp:paragraph -->',
  '<p>Text</p>',
  '<!-- /wp:paragraph -->',
].join('\n');

describe('Filters › Duotone of a selected block', () => {
  it("writes the block's style.color.duotone, one undo step, only for blocks with the support", async () => {
    const { select, tree, entityStore } = await setUpSidebar(
      TEMPLATE,
      {
        id: 'loom//home',
        slug: 'home',
        title: { raw: 'Home', rendered: 'Home' },
        content: { raw: CONTENT },
      },
      { 'GET /wp/v2/global-styles/themes/loom': () => ({ body: { settings: SETTINGS } }) },
    );
    await select([1]);
    expect(within(sidebar()).queryByRole('region', { name: 'Filters' })).toBeNull();

    await select([0]);
    const filters = within(sidebar()).getByRole('region', { name: 'Filters' });
    await click(within(filters).getByRole('button', { name: 'Duotone Sea' }));
    expect(tree()[0]?.attributes.style).toEqual({ color: { duotone: 'var:preset|duotone|sea' } });
    expect(
      within(filters).getByRole('button', { name: 'Duotone Sea' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await act(async () => entityStore.undo());
    expect(tree()[0]?.attributes.style).toBeUndefined();
  });
});
