import { hierarchyIndex } from '@atelier/blocks';
import { displayTitle, type TemplateItem } from '../../domain/templates/template-item';

/** One group of the Templates screen (spec 1 §2.4). */
export interface TemplateGroup {
  /** `hierarchy`, `custom`, or `plugin:{author name}`. */
  id: string;
  /** Heading shown above the group; empty for the hierarchy group, which comes first. */
  label: string;
  items: TemplateItem[];
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Orders templates by their displayed title (case-insensitive, numbers in numeric order). */
export function compareByTitle(a: TemplateItem, b: TemplateItem): number {
  return collator.compare(displayTitle(a), displayTitle(b)) || a.id.localeCompare(b.id);
}

/**
 * Order inside the hierarchy group: the conventional order (front-page, home, single, …, 404),
 * then templates outside it (such as `page-about`) by title.
 */
export function compareHierarchy(a: TemplateItem, b: TemplateItem): number {
  const left = hierarchyIndex(a.slug);
  const right = hierarchyIndex(b.slug);
  if (left !== -1 || right !== -1) {
    if (left === -1) return 1;
    if (right === -1) return -1;
    return left - right;
  }
  return compareByTitle(a, b);
}

/**
 * Which group a template belongs to: plugin templates by their author, custom templates
 * (made in the editor, not in the hierarchy) in 'Custom', the rest in the hierarchy group.
 */
export function templateGroupId(item: TemplateItem): string {
  if (item.originalSource === 'plugin' || item.source === 'plugin') {
    return `plugin:${item.authorText}`;
  }
  if (item.isCustom) return 'custom';
  return 'hierarchy';
}

/**
 * The Templates screen's groups: the hierarchy templates first (in the conventional order), then
 * 'Custom', then one group per plugin author (by name), each of these sorted by title. Empty
 * groups are left out.
 */
export function groupTemplates(items: readonly TemplateItem[]): TemplateGroup[] {
  const byGroup = new Map<string, TemplateItem[]>();
  for (const item of items) {
    const id = templateGroupId(item);
    const list = byGroup.get(id) ?? [];
    list.push(item);
    byGroup.set(id, list);
  }
  const pluginIds = [...byGroup.keys()]
    .filter((id) => id.startsWith('plugin:'))
    .sort((a, b) => collator.compare(a, b));
  const order = ['hierarchy', 'custom', ...pluginIds];
  return order.flatMap((id): TemplateGroup[] => {
    const list = byGroup.get(id);
    if (list === undefined) return [];
    const label =
      id === 'hierarchy' ? '' : id === 'custom' ? 'Custom' : id.slice('plugin:'.length) || 'Plugin';
    const compare = id === 'hierarchy' ? compareHierarchy : compareByTitle;
    return [{ id, label, items: [...list].sort(compare) }];
  });
}
