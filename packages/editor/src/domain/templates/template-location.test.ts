import { describe, expect, it } from 'vitest';
import { templateListLocation, templateLocation } from './template-location';

describe('template locations', () => {
  it('opens a template or part at /{type}/{id}, in the editor with canvas=edit', () => {
    const header = { type: 'wp_template_part' as const, id: 'loom//header' };
    expect(templateLocation(header)).toEqual({ path: '/wp_template_part/loom//header' });
    expect(templateLocation(header, true)).toEqual({
      path: '/wp_template_part/loom//header',
      canvas: 'edit',
    });
  });

  it('goes back to the list of its kind once the item is gone', () => {
    expect(templateListLocation('wp_template')).toEqual({ path: '/wp_template' });
    expect(templateListLocation('wp_template_part')).toEqual({ path: '/wp_template_part/all' });
  });
});
