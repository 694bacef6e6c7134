import { describe, expect, it } from 'vitest';
import { suggestionFromRecord } from '../../../canvas/blocks/navigation/link-suggestions';
import {
  editedItemAttributes,
  isLinkFormComplete,
  linkFormValuesOf,
  newItemAttributes,
} from './menu-item-attributes';

const aboutPage = suggestionFromRecord(
  { id: 7, link: 'http://localhost/about/', title: { raw: 'About & us' } },
  'page',
);

describe('newItemAttributes', () => {
  it('makes a custom link of a typed label and address', () => {
    expect(newItemAttributes({ label: ' Shop ', url: 'shop.example.org', picked: null })).toEqual({
      label: 'Shop',
      url: 'https://shop.example.org',
      kind: 'custom',
    });
  });

  it('escapes the label, which is rich text', () => {
    expect(newItemAttributes({ label: 'Tea <& cake>', url: '/tea', picked: null }).label).toBe(
      'Tea &lt;&amp; cake&gt;',
    );
  });

  it('names a link without a label after its address', () => {
    expect(
      newItemAttributes({ label: '', url: 'https://example.org/blog/', picked: null }),
    ).toEqual({ label: 'example.org/blog', url: 'https://example.org/blog/', kind: 'custom' });
  });

  it('keeps the page a search result points at, and its title as the default label', () => {
    expect(
      newItemAttributes({ label: '', url: 'http://localhost/about/', picked: aboutPage }),
    ).toEqual({
      label: 'About &amp; us',
      url: 'http://localhost/about/',
      id: 7,
      type: 'page',
      kind: 'post-type',
    });
  });

  it('forgets the picked page once the address was typed over', () => {
    expect(newItemAttributes({ label: 'Elsewhere', url: '/else', picked: aboutPage })).toEqual({
      label: 'Elsewhere',
      url: '/else',
      kind: 'custom',
    });
  });

  it('makes a submenu without an address', () => {
    expect(newItemAttributes({ label: 'More', url: '', picked: null })).toEqual({
      label: 'More',
      kind: 'custom',
    });
  });
});

describe('isLinkFormComplete', () => {
  it('needs an address for a link and a label for a submenu', () => {
    const labelOnly = { label: 'More', url: ' ', picked: null };
    const urlOnly = { label: '', url: '/x', picked: null };
    expect(isLinkFormComplete(labelOnly, 'url')).toBe(false);
    expect(isLinkFormComplete(labelOnly, 'label')).toBe(true);
    expect(isLinkFormComplete(urlOnly, 'url')).toBe(true);
    expect(isLinkFormComplete(urlOnly, 'label')).toBe(false);
  });
});

describe('editedItemAttributes', () => {
  const current = {
    label: '<em>About</em> us',
    url: 'http://localhost/about/',
    id: 7,
    type: 'page',
    kind: 'post-type',
  };

  it('starts the form from the label as text and the address', () => {
    expect(linkFormValuesOf(current)).toEqual({
      label: 'About us',
      url: 'http://localhost/about/',
      picked: null,
    });
  });

  it('changes nothing (keeping the formatting) when nothing was changed', () => {
    expect(editedItemAttributes(current, linkFormValuesOf(current))).toEqual({});
  });

  it('changes only the label when only the label changed', () => {
    expect(
      editedItemAttributes(current, { ...linkFormValuesOf(current), label: 'Who we are' }),
    ).toEqual({ label: 'Who we are' });
  });

  it('turns a page link into a custom link when a new address is typed', () => {
    expect(
      editedItemAttributes(current, { label: 'About us', url: 'example.org', picked: null }),
    ).toEqual({ url: 'https://example.org', id: undefined, type: undefined, kind: 'custom' });
  });

  it('points the item at a page picked from the search', () => {
    const custom = { label: 'Somewhere', url: '/somewhere', kind: 'custom' };
    expect(
      editedItemAttributes(custom, {
        label: 'Somewhere',
        url: 'http://localhost/about/',
        picked: aboutPage,
      }),
    ).toEqual({ url: 'http://localhost/about/', id: 7, type: 'page', kind: 'post-type' });
  });

  it('removes an emptied label', () => {
    expect(editedItemAttributes(current, { ...linkFormValuesOf(current), label: ' ' })).toEqual({
      label: undefined,
    });
  });
});
