/** What nested-pattern resolution needs of a pattern. */
export interface PatternContent {
  name: string;
  content: string;
}

/** A `<!-- wp:pattern {…} /-->` reference (the block is always self-closing). */
const PATTERN_REFERENCE = /<!--\s+wp:(?:core\/)?pattern\s+(\{[\s\S]*?\})\s+\/-->/g;

function referencedSlug(json: string): string | null {
  try {
    const attributes: unknown = JSON.parse(json);
    if (typeof attributes !== 'object' || attributes === null) return null;
    const slug = (attributes as { slug?: unknown }).slug;
    return typeof slug === 'string' ? slug : null;
  } catch {
    return null;
  }
}

/**
 * Replaces each `<!-- wp:pattern {"slug":"…"} /-->` in the patterns' content with the content of
 * the pattern it names, nested references too, as WordPress (6.4+) does in its block-patterns
 * REST answer. A reference to a pattern already being resolved (a pattern that includes itself,
 * directly or through others) is left out; a reference to an unknown pattern stays as it is.
 * The rest of the content is kept byte for byte.
 */
export function resolveNestedPatterns<T extends PatternContent>(patterns: readonly T[]): T[] {
  const bySlug = new Map(patterns.map((p) => [p.name, p]));
  // Contents resolved without leaving anything out do not depend on where they are included.
  const complete = new Map<string, string>();

  const resolve = (pattern: T, open: Set<string>): { content: string; whole: boolean } => {
    const known = complete.get(pattern.name);
    if (known !== undefined) return { content: known, whole: true };
    open.add(pattern.name);
    let whole = true;
    const content = pattern.content.replace(PATTERN_REFERENCE, (reference, json: string) => {
      const slug = referencedSlug(json);
      const target = slug === null ? undefined : bySlug.get(slug);
      if (!target) return reference;
      if (open.has(target.name)) {
        whole = false;
        return '';
      }
      const inner = resolve(target, open);
      whole &&= inner.whole;
      return inner.content;
    });
    open.delete(pattern.name);
    if (whole) complete.set(pattern.name, content);
    return { content, whole };
  };

  return patterns.map((pattern) => {
    const { content } = resolve(pattern, new Set());
    return content === pattern.content ? pattern : { ...pattern, content };
  });
}
