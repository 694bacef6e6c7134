import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import { selectBlock } from '../state/select-block';
import { setUpSidebar, sidebar } from './settings-sidebar-test-setup';

afterEach(cleanup);

// Every panel the Block tab draws, counted.
const drawn = vi.hoisted(() => ({ panels: 0 }));
vi.mock('./controls/PanelSection', async (original) => {
  const module: { PanelSection: (props: object) => unknown } = await original();
  return {
    PanelSection: (props: object) => {
      drawn.panels += 1;
      return module.PanelSection(props);
    },
  };
});

// Every read of the theme's merged settings (the Block tab reads them once per render of what it
// shows), counted.
const read = vi.hoisted(() => ({ settings: 0 }));
vi.mock('./use-theme-settings', async (original) => {
  const module: { useThemeSettings: () => unknown } = await original();
  return {
    useThemeSettings: () => {
      read.settings += 1;
      return module.useThemeSettings();
    },
  };
});

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const CONTENT = [
  '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->',
  '<!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">Two</p><!-- /wp:paragraph -->',
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

describe('the Block tab when another block is selected', () => {
  it('draws no panel in the selecting commit, then the new block’s panels after the frame', {
    timeout: 30_000,
  }, async () => {
    const { select, blockEditor, tree } = await setUpSidebar(TEMPLATE, home);
    await select([0]);
    expect(within(sidebar()).getByRole('heading', { name: 'Paragraph' })).toBeTruthy();
    drawn.panels = 0;
    read.settings = 0;
    const second = tree()[1]?.clientId ?? '';
    await act(async () => blockEditor.run(selectBlock, { clientId: second }));
    // The selection is committed; the panels wait for the frame that paints it, and so does
    // what holds them (the theme's settings are not read in the selecting commit).
    expect(blockEditor.getSelection()?.focus.clientId).toBe(second);
    expect(drawn.panels).toBe(0);
    expect(read.settings).toBe(0);
    await act(
      () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => done(), 0))),
    );
    expect(drawn.panels).toBeGreaterThan(0);
    expect(within(sidebar()).getByRole('heading', { name: 'Paragraph' })).toBeTruthy();
  });

  it('opens the Block tab again for each new selection, after the template tab was chosen', {
    timeout: 30_000,
  }, async () => {
    const { select } = await setUpSidebar(TEMPLATE, home);
    const tab = (name: string) => within(sidebar()).getByRole('tab', { name });
    await select([0]);
    expect(tab('Block').getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      fireEvent.click(tab('Template'));
    });
    expect(tab('Template').getAttribute('aria-selected')).toBe('true');
    await select([0]);
    expect(tab('Template').getAttribute('aria-selected')).toBe('true');
    await select([1]);
    expect(tab('Block').getAttribute('aria-selected')).toBe('true');
  });
});
