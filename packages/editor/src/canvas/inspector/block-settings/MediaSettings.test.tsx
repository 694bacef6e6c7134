import { blockAttributes, createCoreRegistry, serialize } from '@atelier/blocks';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../../data/entities/store-state';
import type { EditorBlock } from '../../state/editor-block';
import { setUpSidebar, sidebar } from '../settings-sidebar-test-setup';

const PART: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };
const registry = createCoreRegistry();

const MEDIA = {
  id: 7,
  source_url: 'https://s.test/up/landscape.png',
  media_details: {
    width: 600,
    height: 400,
    sizes: {
      thumbnail: { width: 150, height: 150, source_url: 'https://s.test/up/landscape-150x150.png' },
      medium: { width: 300, height: 200, source_url: 'https://s.test/up/landscape-300x200.png' },
    },
  },
};

afterEach(cleanup);

async function setUp(content: string) {
  const { tree, select } = await setUpSidebar(
    PART,
    { id: 'loom//header', slug: 'header', title: { raw: 'Header' }, content: { raw: content } },
    { 'GET /wp/v2/media/7': () => ({ body: MEDIA }) },
  );
  const first = (): EditorBlock => {
    const block = tree()[0];
    if (block === undefined) throw new Error('no block');
    return block;
  };
  await select([0]);
  return { first };
}

describe('image resolution', () => {
  it('Medium and Thumbnail show the file of that size', async () => {
    const { first } = await setUp(
      '<!-- wp:image {"id":7} -->\n<figure class="wp-block-image"><img src="https://s.test/up/landscape.png" alt="" class="wp-image-7"/></figure>\n<!-- /wp:image -->',
    );
    const resolution = await within(sidebar()).findByRole('combobox', { name: 'Resolution' });
    await act(async () => {
      fireEvent.change(resolution, { target: { value: 'medium' } });
    });
    expect(serialize([first()])).toContain(
      '<figure class="wp-block-image size-medium"><img src="https://s.test/up/landscape-300x200.png"',
    );
    await act(async () => {
      fireEvent.change(resolution, { target: { value: 'thumbnail' } });
    });
    expect(blockAttributes(registry, first())).toMatchObject({
      sizeSlug: 'thumbnail',
      url: 'https://s.test/up/landscape-150x150.png',
    });
    await act(async () => {
      fireEvent.change(resolution, { target: { value: '' } });
    });
    expect(blockAttributes(registry, first()).url).toBe('https://s.test/up/landscape.png');
    expect(blockAttributes(registry, first()).sizeSlug).toBeUndefined();
  });
});

describe('cover overlay opacity', () => {
  it('a 0–100 slider by 10 that sets dimRatio, and the overlay class with it', async () => {
    const { first } = await setUp(
      '<!-- wp:cover {"url":"/bg.png","dimRatio":50} -->\n<div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="/bg.png" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><div class="wp-block-cover__inner-container"></div></div>\n<!-- /wp:cover -->',
    );
    const slider = await within(sidebar()).findByRole('slider', { name: 'Overlay opacity' });
    expect(slider).toHaveProperty('value', '50');
    expect(slider.getAttribute('min')).toBe('0');
    expect(slider.getAttribute('max')).toBe('100');
    expect(slider.getAttribute('step')).toBe('10');
    await act(async () => {
      fireEvent.change(slider, { target: { value: '70' } });
    });
    expect(blockAttributes(registry, first()).dimRatio).toBe(70);
    expect(serialize([first()])).toContain('has-background-dim-70');
    expect(within(sidebar()).getByText('70%')).toBeTruthy();
  });
});
