/** A theme pattern file: its header fields and the block markup after the header. */
export interface ThemePattern {
  name: string;
  title: string;
  description: string;
  content: string;
  categories: string[];
  keywords: string[];
  blockTypes: string[];
  postTypes: string[];
  templateTypes: string[];
  viewportWidth: number | null;
  inserter: boolean;
}

const LIST = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The header fields of a pattern file: everything of a pattern but its content. */
export type PatternHeader = Omit<ThemePattern, 'content'>;

/**
 * Reads the header of a patterns/*.php file: the `/** Title: … Slug: … *\/` comment that opens
 * its first `<?php` block. Returns null for a file without a Title and Slug (WordPress skips
 * those too). The rest of the file is the template that gives the content.
 */
export function parsePatternHeader(source: string): PatternHeader | null {
  const match = /^\s*<\?php\s*\/\*\*([\s\S]*?)\*\//i.exec(source);
  if (!match?.[1]) return null;
  const fields = new Map<string, string>();
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^\s*\*?\s*([A-Za-z][A-Za-z ]*?)\s*:\s*(.*?)\s*$/.exec(line);
    if (field?.[1] && field[2] !== undefined) fields.set(field[1].toLowerCase(), field[2]);
  }
  const title = fields.get('title');
  const name = fields.get('slug');
  if (!title || !name) return null;
  const viewport = Number(fields.get('viewport width'));
  return {
    name,
    title,
    description: fields.get('description') ?? '',
    categories: LIST(fields.get('categories')),
    keywords: LIST(fields.get('keywords')),
    blockTypes: LIST(fields.get('block types')),
    postTypes: LIST(fields.get('post types')),
    templateTypes: LIST(fields.get('template types')),
    viewportWidth: Number.isFinite(viewport) && viewport > 0 ? viewport : null,
    inserter: !['no', 'false', '0'].includes((fields.get('inserter') ?? 'yes').toLowerCase()),
  };
}
