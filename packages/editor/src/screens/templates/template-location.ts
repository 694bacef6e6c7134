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
