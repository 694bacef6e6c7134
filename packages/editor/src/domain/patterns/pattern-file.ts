import { type PatternItem, patternTitle } from './pattern-item';

/**
 * The JSON file 'Export as JSON' writes (spec 2 §5), in the shape WordPress writes and imports:
 * `__file` names the kind, the sync status says `unsynced` for a pattern that is not synced.
 */
export interface PatternFile {
  __file: 'wp_block';
  title: string;
  content: string;
  syncStatus?: 'unsynced';
}

export function patternFile(
  item: Pick<PatternItem, 'title' | 'name' | 'content' | 'syncStatus'>,
): PatternFile {
  return {
    __file: 'wp_block',
    title: patternTitle(item),
    content: item.content,
    ...(item.syncStatus === 'unsynced' ? { syncStatus: 'unsynced' as const } : {}),
  };
}

/** The file's name: the title in lower case with dashes ('My hero!' → 'my-hero.json'). */
export function patternFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base === '' ? 'pattern' : base}.json`;
}
