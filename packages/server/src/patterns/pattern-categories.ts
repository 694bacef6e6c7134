/** The pattern categories Atelier knows, with their labels (a theme may use others; see below). */
export const PATTERN_CATEGORIES: readonly { name: string; label: string; description: string }[] = [
  { name: 'banner', label: 'Banners', description: 'Bold sections that open a page.' },
  { name: 'buttons', label: 'Buttons', description: 'Calls to action as buttons.' },
  { name: 'columns', label: 'Columns', description: 'Content laid out in columns.' },
  { name: 'text', label: 'Text', description: 'Sections that are mostly words.' },
  { name: 'query', label: 'Posts', description: 'Lists of posts.' },
  { name: 'posts', label: 'Posts', description: 'Lists of posts.' },
  { name: 'featured', label: 'Featured', description: 'A selection of the theme’s best patterns.' },
  {
    name: 'call-to-action',
    label: 'Call to action',
    description: 'Sections that ask the visitor to act.',
  },
  { name: 'team', label: 'Team', description: 'The people behind the site.' },
  { name: 'testimonials', label: 'Testimonials', description: 'What others say.' },
  { name: 'services', label: 'Services', description: 'What the site offers.' },
  { name: 'contact', label: 'Contact', description: 'Ways to get in touch.' },
  { name: 'about', label: 'About', description: 'Introductions and stories.' },
  { name: 'portfolio', label: 'Portfolio', description: 'Work to show.' },
  { name: 'gallery', label: 'Gallery', description: 'Images side by side.' },
  { name: 'media', label: 'Media', description: 'Images, video and sound with text.' },
  { name: 'footer', label: 'Footers', description: 'Site footers.' },
  { name: 'header', label: 'Headers', description: 'Site headers.' },
];

/** A label for a category a theme uses that Atelier does not list: its slug, capitalised. */
export function labelForCategory(name: string): string {
  const known = PATTERN_CATEGORIES.find((c) => c.name === name);
  if (known) return known.label;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A pattern category as `/wp/v2/block-patterns/categories` lists it. */
export interface PatternCategory {
  name: string;
  label: string;
  description: string;
}

/**
 * The categories offered for a theme: the known ones, then those the theme registers in its
 * functions.php (a registration of a known name replaces its label and description, as a second
 * `register_block_pattern_category` does in WordPress), then any its patterns use that neither
 * names, labelled from their slug.
 */
export function patternCategoryList(
  registered: readonly PatternCategory[],
  usedByPatterns: readonly string[],
): PatternCategory[] {
  const list = new Map<string, PatternCategory>(
    PATTERN_CATEGORIES.map((category) => [category.name, { ...category }]),
  );
  for (const category of registered) list.set(category.name, { ...category });
  for (const name of usedByPatterns) {
    if (!list.has(name)) list.set(name, { name, label: labelForCategory(name), description: '' });
  }
  return [...list.values()];
}
