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

function stringList(record: object, name: string): string[] {
  const value: unknown = Reflect.get(record, name);
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** The theme's pattern records that pass `keep`, as start patterns (those with content only). */
export function patternsWhere(records: unknown, keep: (record: object) => boolean): StartPattern[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown): StartPattern[] => {
    if (typeof record !== 'object' || record === null || !keep(record)) return [];
    const content = stringField(record, 'content');
    if (content.trim() === '') return [];
    const name = stringField(record, 'name');
    return [{ name, title: stringField(record, 'title') || name, content }];
  });
}

/** The patterns of `/wp/v2/block-patterns/patterns` meant to start a template with this slug. */
export function startPatternsFor(records: unknown, templateSlug: string): StartPattern[] {
  return patternsWhere(records, (record) =>
    stringList(record, 'template_types').includes(templateSlug),
  );
}

/**
 * The patterns offered for an empty template in the editor (WordPress's start template options):
 * those whose template types begin its slug (`page` also starts `page-about`).
 */
export function templateStartPatterns(records: unknown, templateSlug: string): StartPattern[] {
  return patternsWhere(records, (record) =>
    stringList(record, 'template_types').some((type) => templateSlug.startsWith(type)),
  );
}

/**
 * The patterns offered for an empty page or post (WordPress's start page options): patterns for
 * the post content block, made for this post type — or for any page when they name none.
 */
export function contentStartPatterns(records: unknown, postType: string): StartPattern[] {
  return patternsWhere(records, (record) => {
    if (!stringList(record, 'block_types').includes('core/post-content')) return false;
    const postTypes = stringList(record, 'post_types');
    return postTypes.length === 0 ? postType === 'page' : postTypes.includes(postType);
  });
}
