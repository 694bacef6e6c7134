import { describe, expect, it } from 'vitest';
import { coreBlocks } from '../library/core-blocks';
import type { BlockType } from './block-type';
import { createRegistry } from './registry';

const minimal = (name: string, extra: Partial<BlockType> = {}): BlockType => ({
  name,
  title: name,
  category: 'text',
  attributes: {},
  save: () => '',
  ...extra,
});

describe('block registry', () => {
  it('is an independent instance', () => {
    const a = createRegistry();
    const b = createRegistry();
    a.register(minimal('acme/one'));
    expect(a.has('acme/one')).toBe(true);
    expect(b.has('acme/one')).toBe(false);
  });

  it('registers every core block once', () => {
    const registry = createRegistry(coreBlocks);
    expect(registry.all()).toHaveLength(coreBlocks.length);
    const required = [
      'paragraph',
      'heading',
      'list',
      'list-item',
      'quote',
      'pullquote',
      'image',
      'gallery',
      'buttons',
      'button',
      'group',
      'columns',
      'column',
      'cover',
      'media-text',
      'spacer',
      'separator',
      'html',
      'code',
      'preformatted',
      'table',
      'details',
      'social-links',
      'social-link',
      'site-title',
      'site-tagline',
      'site-logo',
      'navigation',
      'navigation-link',
      'navigation-submenu',
      'page-list',
      'home-link',
      'template-part',
      'post-title',
      'post-content',
      'post-date',
      'post-excerpt',
      'post-featured-image',
      'post-author-name',
      'post-terms',
      'post-navigation-link',
      'query',
      'post-template',
      'query-pagination',
      'query-pagination-next',
      'query-pagination-previous',
      'query-pagination-numbers',
      'query-no-results',
      'query-title',
      'search',
      'block',
      'pattern',
      'comments',
      'read-more',
    ];
    for (const name of required) expect(registry.has(`core/${name}`), name).toBe(true);
    expect(registry.has('core/freeform')).toBe(false);
  });

  it('rejects bad names, duplicates and types without save or render', () => {
    const registry = createRegistry();
    expect(() => registry.register(minimal('NoNamespace'))).toThrow(/namespace\/name/);
    registry.register(minimal('acme/one'));
    expect(() => registry.register(minimal('acme/one'))).toThrow(/already registered/);
    expect(() => registry.register({ ...minimal('acme/two'), save: undefined })).toThrow(
      /save or render/,
    );
  });

  it('adds the attributes implied by supports after the block’s own', () => {
    const registry = createRegistry();
    const type = registry.register(
      minimal('acme/box', {
        attributes: { title: { type: 'string' } },
        supports: {
          anchor: true,
          align: true,
          color: { gradients: true },
          typography: { fontSize: true },
          layout: true,
        },
      }),
    );
    expect(Object.keys(type.attributes)).toEqual([
      'title',
      'lock',
      'metadata',
      'align',
      'anchor',
      'style',
      'backgroundColor',
      'textColor',
      'gradient',
      'fontSize',
      'className',
      'layout',
    ]);
    expect(type.attributes.anchor).toMatchObject({ source: 'attribute', attribute: 'id' });
  });

  it('checks parent, ancestor and allowedBlocks', () => {
    const registry = createRegistry(coreBlocks);
    expect(registry.canInsert('core/column', 'core/columns')).toBe(true);
    expect(registry.canInsert('core/column', 'core/group')).toBe(false);
    expect(registry.canInsert('core/column', null)).toBe(false);
    expect(registry.canInsert('core/paragraph', 'core/list')).toBe(false);
    expect(registry.canInsert('core/list-item', 'core/list')).toBe(true);
    registry.register(minimal('acme/inside-query', { ancestor: ['core/query'] }));
    expect(registry.canInsert('acme/inside-query', 'core/group', ['core/query'])).toBe(true);
    expect(registry.canInsert('acme/inside-query', 'core/group', [])).toBe(false);
    expect(registry.canInsert('acme/missing', null)).toBe(false);
  });

  it("lets a parent's allowed blocks admit a child that names another parent (as WordPress does)", () => {
    const registry = createRegistry(coreBlocks);
    // A menu link names only the navigation block as its parent; a submenu lists it as a child.
    expect(registry.canInsert('core/navigation-link', 'core/navigation-submenu')).toBe(true);
    expect(registry.canInsert('core/navigation-submenu', 'core/navigation-submenu')).toBe(true);
    expect(registry.canInsert('core/navigation-link', 'core/navigation')).toBe(true);
    expect(registry.canInsert('core/navigation-link', 'core/group')).toBe(false);
    expect(registry.canInsert('core/navigation-link', null)).toBe(false);
  });

  it('keeps styles and variations on the type', () => {
    const registry = createRegistry(coreBlocks);
    expect(registry.get('core/button')?.styles?.map((style) => style.name)).toEqual([
      'fill',
      'outline',
    ]);
    expect(registry.get('core/group')?.variations?.map((variation) => variation.name)).toEqual([
      'group',
      'group-row',
      'group-stack',
      'group-grid',
    ]);
  });
});
