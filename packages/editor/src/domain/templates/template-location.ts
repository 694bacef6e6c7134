import type { LocationTarget } from '../../app/location';
import type { TemplateItem } from './template-item';

/** Where one template or part opens: /{type}/{theme//slug}, in the editor with `canvas=edit`. */
export function templateLocation(
  item: Pick<TemplateItem, 'type' | 'id'>,
  edit = false,
): LocationTarget {
  return edit
    ? { path: `/${item.type}/${item.id}`, canvas: 'edit' }
    : { path: `/${item.type}/${item.id}` };
}

/**
 * Where the editor goes once a template or part is gone (deleted from its own screen or from the
 * editor): the Templates list, or the Template Parts list.
 */
export function templateListLocation(type: TemplateItem['type']): LocationTarget {
  return type === 'wp_template_part' ? { path: '/wp_template_part/all' } : { path: '/wp_template' };
}
