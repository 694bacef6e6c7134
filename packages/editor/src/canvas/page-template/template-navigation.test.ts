import { describe, expect, it } from 'vitest';
import { locationToParams, parseLocation } from '../../app/location';
import { backToPageTarget, editTemplateTarget } from './template-navigation';

const page = Object.freeze({ kind: 'postType', name: 'page', id: '42' });
const template = Object.freeze({ kind: 'postType', name: 'wp_template', id: 'loom//page' });

describe('Edit template and Back to page', () => {
  it('opens the template in edit mode at its route, remembering the page in the URL', () => {
    const target = editTemplateTarget(template, page);
    expect(target).toEqual({ path: '/wp_template/loom//page', canvas: 'edit', fromPage: '42' });
    const params = locationToParams(target);
    expect(params.get('fromPage')).toBe('42');
    const back = backToPageTarget(parseLocation(params));
    expect(back).toEqual({ path: '/page/42', canvas: 'edit' });
  });

  it('offers no way back elsewhere', () => {
    const location = parseLocation(new URLSearchParams('p=/wp_template/loom//page&canvas=edit'));
    expect(backToPageTarget(location)).toBeNull();
    expect(backToPageTarget({ ...location, path: '/page/42', fromPage: '42' })).toBeNull();
    expect(backToPageTarget({ ...location, fromPage: 'x' })).toBeNull();
  });
});
