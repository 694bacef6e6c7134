/** The header fields of a theme's style.css that Atelier reads. */
export interface ThemeHeader {
  name: string;
  description: string;
  version: string;
  author: string;
  authorUri: string;
  themeUri: string;
  textDomain: string;
  requiresAtLeast: string;
  requiresPhp: string;
  license: string;
  tags: string[];
}

const FIELDS: Record<string, keyof ThemeHeader> = {
  'theme name': 'name',
  description: 'description',
  version: 'version',
  author: 'author',
  'author uri': 'authorUri',
  'theme uri': 'themeUri',
  'text domain': 'textDomain',
  'requires at least': 'requiresAtLeast',
  'requires php': 'requiresPhp',
  license: 'license',
  tags: 'tags',
};

/** Reads `Field: value` lines from the first comment of a style.css. */
export function parseStyleHeader(css: string): ThemeHeader {
  const header: ThemeHeader = {
    name: '',
    description: '',
    version: '',
    author: '',
    authorUri: '',
    themeUri: '',
    textDomain: '',
    requiresAtLeast: '',
    requiresPhp: '',
    license: '',
    tags: [],
  };
  const comment = /\/\*([\s\S]*?)\*\//.exec(css)?.[1] ?? '';
  for (const line of comment.split(/\r?\n/)) {
    const match = /^\s*\*?\s*([A-Za-z][A-Za-z ]*?)\s*:\s*(.+?)\s*$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const field = FIELDS[match[1].toLowerCase()];
    if (!field) continue;
    if (field === 'tags')
      header.tags = match[2]
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
    else header[field] = match[2];
  }
  return header;
}
