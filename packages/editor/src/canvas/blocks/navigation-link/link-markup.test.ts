import { type BlockAttributes, createBlock, createCoreRegistry, render } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';
import { styleToObject } from '../../block-list/dom-props';
import { navigationLinkMarkup, navigationSubmenuMarkup } from './link-markup';

const registry = createCoreRegistry();

function typeOf(name: string) {
  const type = registry.get(name);
  if (type === undefined) throw new Error(`${name} is not registered`);
  return type;
}

async function publicItem(
  name: string,
  attributes: BlockAttributes,
  navAttributes: BlockAttributes = {},
  inner: string[] = [],
): Promise<Element> {
  const children = inner.map((label) =>
    createBlock(registry, 'core/navigation-link', { label, url: `/${label}` }),
  );
  const item = createBlock(registry, name, attributes, children);
  const nav = createBlock(registry, 'core/navigation', navAttributes, [item]);
  const template = document.createElement('template');
  template.innerHTML = await render([nav], createMemoryContext());
  const li = template.content.querySelector('nav .wp-block-navigation__container > li');
  if (li === null) throw new Error('no item rendered');
  return li;
}

function linkAttributes(element: Element | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of Array.from(element?.attributes ?? [])) {
    if (attribute.name !== 'class') out[attribute.name] = attribute.value;
  }
  return out;
}

const sorted = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean).sort();

describe('navigationLinkMarkup', () => {
  it.each([
    [{ label: 'About', url: '/about/' }],
    [{ label: 'Shop', url: 'https://shop.test', opensInNewTab: true, title: 'Our shop' }],
    [{ label: 'Docs', url: '/docs', opensInNewTab: true, rel: 'nofollow', description: 'Read' }],
    [{ label: 'Big', url: '/big', style: { typography: { fontSize: '22px' } }, anchor: 'x' }],
  ])('matches the public markup for %j', async (attributes) => {
    const li = await publicItem('core/navigation-link', attributes);
    const markup = navigationLinkMarkup(typeOf('core/navigation-link'), attributes);
    expect(sorted(markup.className)).toEqual(sorted(li.getAttribute('class')));
    expect(markup.style).toEqual(styleToObject(li.getAttribute('style') ?? ''));
    expect(markup.link).toEqual(linkAttributes(li.querySelector('a')));
    expect(markup.label).toBe(li.querySelector('.wp-block-navigation-item__label')?.innerHTML);
    expect(markup.description).toBe(
      li.querySelector('.wp-block-navigation-item__description')?.textContent ?? undefined,
    );
  });
});

describe('navigationSubmenuMarkup', () => {
  it('matches the public markup of a submenu with items', async () => {
    const attributes = { label: 'More', url: '/more/', rel: 'help' };
    const li = await publicItem('core/navigation-submenu', attributes, {}, ['a', 'b']);
    const markup = navigationSubmenuMarkup(typeOf('core/navigation-submenu'), attributes, {
      hasItems: true,
      openOnClick: false,
    });
    expect(sorted(markup.className)).toEqual(sorted(li.getAttribute('class')));
    expect(markup.toggle).toBe('link');
    const link = li.querySelector(':scope > a');
    expect(markup.link).toEqual(linkAttributes(link));
    expect(sorted(markup.toggleClassName)).toEqual(sorted(link?.getAttribute('class') ?? null));
  });

  it('opens on click: a button in place of the link, as the public site draws it', async () => {
    const attributes = { label: 'Shop', url: '/shop/', opensInNewTab: true };
    const li = await publicItem(
      'core/navigation-submenu',
      attributes,
      { openSubmenusOnClick: true },
      ['Hats'],
    );
    const markup = navigationSubmenuMarkup(typeOf('core/navigation-submenu'), attributes, {
      hasItems: true,
      openOnClick: true,
    });
    const button = li.querySelector(':scope > button');
    expect(li.querySelector(':scope > a')).toBeNull();
    expect(markup.toggle).toBe('button');
    expect(markup.link).toEqual({});
    expect(sorted(markup.toggleClassName)).toEqual(sorted(button?.getAttribute('class') ?? null));
    expect(sorted(markup.className)).toEqual(sorted(li.getAttribute('class')));
    expect(markup.label).toBe(button?.querySelector('.wp-block-navigation-item__label')?.innerHTML);
  });

  it('has no has-child class without items and open-on-click when the menu says so', async () => {
    const attributes = { label: 'Alone' };
    const li = await publicItem('core/navigation-submenu', attributes, {
      openSubmenusOnClick: true,
    });
    const markup = navigationSubmenuMarkup(typeOf('core/navigation-submenu'), attributes, {
      hasItems: false,
      openOnClick: true,
    });
    expect(sorted(markup.className)).toEqual(sorted(li.getAttribute('class')));
  });
});
