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

/**
 * Reads a patterns/*.php file: a `<?php /** Title: … Slug: … *\/ ?>` header, then pure block
 * markup. Returns null for a file without a Title and Slug (WordPress skips those too). Atelier
 * does not run PHP, so a body with further PHP is refused rather than shown half-rendered.
 */
export function parsePatternFile(source: string): ThemePattern | null {
  const match = /^\s*<\?php\s*\/\*\*([\s\S]*?)\*\/\s*\?>/.exec(source);
  if (!match?.[1]) return null;
  const fields = new Map<string, string>();
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^\s*\*?\s*([A-Za-z][A-Za-z ]*?)\s*:\s*(.*?)\s*$/.exec(line);
    if (field?.[1] && field[2] !== undefined) fields.set(field[1].toLowerCase(), field[2]);
  }
  const title = fields.get('title');
  const name = fields.get('slug');
  if (!title || !name) return null;
  const content = source.slice(match[0].length).replace(/^\r?\n/, '');
  if (content.includes('<?')) return null;
  const viewport = Number(fields.get('viewport width'));
  return {
    name,
    title,
    description: fields.get('description') ?? '',
    content,
    categories: LIST(fields.get('categories')),
    keywords: LIST(fields.get('keywords')),
    blockTypes: LIST(fields.get('block types')),
    postTypes: LIST(fields.get('post types')),
    templateTypes: LIST(fields.get('template types')),
    viewportWidth: Number.isFinite(viewport) && viewport > 0 ? viewport : null,
    inserter: !['no', 'false', '0'].includes((fields.get('inserter') ?? 'yes').toLowerCase()),
  };
}
