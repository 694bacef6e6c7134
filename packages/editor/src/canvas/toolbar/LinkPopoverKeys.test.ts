import { describe, expect, it } from 'vitest';
import { linkOptions } from '../blocks/navigation/link-suggestions';
import { linkPopoverKey, urlToApply } from './LinkPopoverKeys';

const page = {
  key: 'page-2',
  title: 'Workshop',
  typeLabel: 'Page',
  url: 'http://site.test/workshop/',
  attributes: {},
};

describe('the link popover', () => {
  it('moves through suggestions, applies on Enter and closes on Escape', () => {
    expect(linkPopoverKey('ArrowDown', 0, 3)).toEqual({ kind: 'move', active: 1 });
    expect(linkPopoverKey('ArrowUp', 0, 3)).toEqual({ kind: 'move', active: 2 });
    expect(linkPopoverKey('ArrowDown', 0, 0)).toEqual({ kind: 'none' });
    expect(linkPopoverKey('Enter', 0, 3)).toEqual({ kind: 'apply' });
    expect(linkPopoverKey('Escape', 0, 3)).toEqual({ kind: 'close' });
  });

  it('applies the highlighted option, the typed address first, nothing while searching', () => {
    expect(urlToApply(linkOptions('work', [page]), 0)).toBe('http://site.test/workshop/');
    expect(urlToApply(linkOptions('example.org', [page]), 0)).toBe('https://example.org');
    expect(urlToApply(linkOptions('/about', []), 0)).toBe('/about');
    expect(urlToApply(linkOptions('contact', []), 0)).toBeNull();
  });
});
