import { createBlock, createCoreRegistry, render } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';
import { styleToObject } from '../../block-list/dom-props';
import { navigationWrapperProps } from './navigation-wrapper';

const registry = createCoreRegistry();
const LAYOUT_CLASS =
  /^(is-layout-|wp-block-navigation-is-layout-|is-content-justification-|wp-container-|is-vertical$|is-nowrap$)/;

/** The public `<nav>` of a navigation block with one link. */
async function publicNav(attributes: Record<string, unknown>): Promise<Element> {
  const link = createBlock(registry, 'core/navigation-link', { label: 'Home', url: '/' });
  const nav = createBlock(registry, 'core/navigation', attributes, [link]);
  const template = document.createElement('template');
  template.innerHTML = await render([nav], createMemoryContext());
  const element = template.content.querySelector('nav');
  if (element === null) throw new Error('no nav rendered');
  return element;
}

function classSet(value: string | null): string[] {
  return (value ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && !LAYOUT_CLASS.test(name))
    .sort();
}

describe('navigationWrapperProps', () => {
  const type = registry.get('core/navigation');
  if (type === undefined) throw new Error('core/navigation is not registered');

  it.each([
    [{}],
    [{ textColor: 'accent', ariaLabel: 'Main menu' }],
    [{ customTextColor: '#123456', style: { typography: { fontSize: '20px' } } }],
    [
      {
        fontSize: 'large',
        className: 'is-style-bold',
        layout: { type: 'flex', justifyContent: 'right' },
      },
    ],
  ])('gives the public renderer’s classes, style and name for %j', async (attributes) => {
    const nav = await publicNav(attributes);
    const props = navigationWrapperProps(type, attributes);
    expect(classSet(props.className)).toEqual(classSet(nav.getAttribute('class')));
    expect(props.style).toEqual(styleToObject(nav.getAttribute('style') ?? ''));
    expect(props['aria-label']).toBe(nav.getAttribute('aria-label'));
  });

  it('names the menu "Navigation" by default', () => {
    expect(navigationWrapperProps(type, {})['aria-label']).toBe('Navigation');
    expect(navigationWrapperProps(type, {}).className).toBe('wp-block-navigation is-responsive');
  });
});
