import { describe, expect, it } from 'vitest';
import { replay } from '../testing/replay';
import { templateFields } from '../testing/template-fixtures';
import type { DefaultLayouts, View } from '../types';
import { changeLayout } from './change-layout';
import { toggleFieldVisibility } from './toggle-field-visibility';
import { getVisibleFields } from './visible-fields';

const defaults: DefaultLayouts = {
  table: { layout: { primaryField: 'title' } },
  grid: { layout: { primaryField: 'title', mediaField: 'preview' } },
  list: {},
};

const start: View = {
  type: 'table',
  page: 2,
  hiddenFields: ['modified'],
  layout: { primaryField: 'title', badgeFields: ['status'] },
};

describe('changeLayout', () => {
  it('switches type and resets layout options to the new type defaults', () => {
    const view = replay(start, (v) => changeLayout(v, 'grid', defaults));
    expect(view.type).toBe('grid');
    expect(view.layout).toEqual({ primaryField: 'title', mediaField: 'preview' });
    expect(view.hiddenFields).toEqual(['modified']);
    expect(view.page).toBe(2);
  });

  it('gives empty options to a type without defaults', () => {
    const view = replay(
      start,
      (v) => changeLayout(v, 'grid', defaults),
      (v) => changeLayout(v, 'list', defaults),
    );
    expect(view.layout).toEqual({});
  });

  it('does not share the defaults object with the view', () => {
    const view = changeLayout(start, 'grid', defaults);
    expect(view.layout).not.toBe(defaults.grid?.layout);
  });

  it('keeps the view when the type is already shown', () => {
    const frozen = replay(start);
    expect(changeLayout(frozen, 'table', defaults)).toBe(frozen);
  });
});

describe('toggleFieldVisibility and getVisibleFields', () => {
  it('hides then shows a field again', () => {
    const hidden = replay(start, (v) => toggleFieldVisibility(v, 'author'));
    expect(hidden.hiddenFields).toEqual(['modified', 'author']);
    const shown = replay(hidden, (v) => toggleFieldVisibility(v, 'modified'));
    expect(shown.hiddenFields).toEqual(['author']);
  });

  it('visible fields leave hidden ones out, in definition order', () => {
    const view = replay(start, (v) => toggleFieldVisibility(v, 'tags'));
    expect(getVisibleFields(view, templateFields).map((field) => field.id)).toEqual([
      'title',
      'description',
      'author',
      'status',
      'order',
    ]);
  });

  it('a field that cannot be hidden stays visible', () => {
    const view = replay(start, (v) => toggleFieldVisibility(v, 'title'));
    expect(getVisibleFields(view, templateFields).map((field) => field.id)).toContain('title');
  });
});
