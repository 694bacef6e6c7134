/** A theme pattern offered in the 'Choose a pattern' modal (spec 1 §2.12). */
export interface StartPattern {
  name: string;
  title: string;
  content: string;
}

function stringField(record: object, name: string): string {
  const value: unknown = Reflect.get(record, name);
  return typeof value === 'string' ? value : '';
}

/** The patterns of `/wp/v2/block-patterns/patterns` meant to start a template with this slug. */
export function startPatternsFor(records: unknown, templateSlug: string): StartPattern[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown): StartPattern[] => {
    if (typeof record !== 'object' || record === null) return [];
    const types: unknown = Reflect.get(record, 'template_types');
    if (!Array.isArray(types) || !types.includes(templateSlug)) return [];
    const content = stringField(record, 'content');
    if (content.trim() === '') return [];
    return [
      {
        name: stringField(record, 'name'),
        title: stringField(record, 'title') || stringField(record, 'name'),
        content,
      },
    ];
  });
}
