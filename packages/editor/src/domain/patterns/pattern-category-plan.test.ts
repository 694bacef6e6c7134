import { describe, expect, it } from 'vitest';
import {
  categoryLabelsOf,
  categorySuggestions,
  planPatternCategories,
} from './pattern-category-plan';

const terms = [
  { id: 7, name: 'Cards', slug: 'cards', description: '' },
  { id: 8, name: 'Banners', slug: 'banner', description: '' },
];
const registered = [
  { name: 'banner', label: 'Banners' },
  { name: 'text', label: 'Text' },
  { name: 'call-to-action', label: 'Call to action' },
];

describe('the categories a new pattern gets (spec 2 §4)', () => {
  it('reuses a term of the person by name, whatever the case', () => {
    expect(planPatternCategories(['cards', ' CARDS '], terms, registered)).toEqual([
      { kind: 'existing', id: 7 },
    ]);
  });

  it('makes a term with the label and name of a registered category chosen', () => {
    expect(planPatternCategories(['Call to action'], terms, registered)).toEqual([
      { kind: 'create', name: 'Call to action', slug: 'call-to-action' },
    ]);
  });

  it('reuses the term that already carries a registered category', () => {
    expect(planPatternCategories(['banner'], terms, registered)).toEqual([
      { kind: 'existing', id: 8 },
    ]);
  });

  it('makes a new term for a typed name, and drops blanks', () => {
    expect(planPatternCategories(['Heroes', '', 'Cards'], terms, registered)).toEqual([
      { kind: 'create', name: 'Heroes' },
      { kind: 'existing', id: 7 },
    ]);
  });

  it('suggests the terms and the registered labels once each', () => {
    expect(categorySuggestions(terms, registered)).toEqual([
      'Banners',
      'Call to action',
      'Cards',
      'Text',
    ]);
  });

  it('names the categories of an item to duplicate', () => {
    expect(categoryLabelsOf(['cards', 'text', 'gone'], terms, registered)).toEqual([
      'Cards',
      'Text',
      'gone',
    ]);
  });
});
