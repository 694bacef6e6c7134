import { describe, expect, it } from 'vitest';
import type { BlockType } from '../registry/block-type';
import { getBlockAttributes } from './source-attributes';

const card: BlockType = {
  name: 'acme/card',
  title: 'Card',
  category: 'design',
  attributes: {
    title: { type: 'string', source: 'html', selector: 'h3' },
    plain: { type: 'string', source: 'text', selector: 'h3' },
    href: { type: 'string', source: 'attribute', selector: 'a', attribute: 'href' },
    isOpen: { type: 'boolean', source: 'attribute', selector: 'div', attribute: 'data-open' },
    size: { type: 'number', source: 'attribute', selector: 'img', attribute: 'width' },
    items: {
      type: 'array',
      source: 'query',
      selector: 'li',
      query: {
        label: { type: 'string', source: 'text' },
        kind: { type: 'string', source: 'attribute', attribute: 'data-kind', default: 'plain' },
        tag: { type: 'string', source: 'tag' },
      },
    },
    level: { type: 'number', default: 2 },
    missing: { type: 'string', source: 'html', selector: 'blockquote', default: 'none' },
  },
  save: () => '',
};

const savedHtml =
  '<div class="card" data-open=""><h3>Hello <em>there</em> &amp; you</h3><a href="/x?a=1&amp;b=2">go</a><img width="120" src="/i.png"/><ul><li data-kind="a">One</li><li>Two &lt;2&gt;</li></ul></div>';

describe('sourcing attributes from saved HTML', () => {
  const attributes = getBlockAttributes(card, savedHtml, { level: 4, unknown: true });

  it('reads inner HTML verbatim', () => {
    expect(attributes.title).toBe('Hello <em>there</em> &amp; you');
  });

  it('reads decoded text', () => {
    expect(attributes.plain).toBe('Hello there & you');
  });

  it('reads decoded attribute values, booleans by presence and numbers', () => {
    expect(attributes.href).toBe('/x?a=1&b=2');
    expect(attributes.isOpen).toBe(true);
    expect(attributes.size).toBe(120);
  });

  it('reads lists with query, with defaults inside items', () => {
    expect(attributes.items).toEqual([
      { label: 'One', kind: 'a', tag: 'li' },
      { label: 'Two <2>', kind: 'plain', tag: 'li' },
    ]);
  });

  it('takes comment attributes, falls back to defaults and drops unknown keys', () => {
    expect(attributes.level).toBe(4);
    expect(attributes.missing).toBe('none');
    expect('unknown' in attributes).toBe(false);
  });

  it('drops values of the wrong type for the default', () => {
    expect(getBlockAttributes(card, '', { level: 'four' }).level).toBe(2);
  });

  it('treats a missing boolean attribute as false', () => {
    expect(getBlockAttributes(card, '<div></div>', {}).isOpen).toBe(false);
  });
});
