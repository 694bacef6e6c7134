/** Words of stored post content, as WordPress's `wp_word_count` counts them: tags, comments and entities out. */
export function wordCount(html: string): number {
  const textValue = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, 'a');
  return textValue.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** What the block says: minutes (a range from four fifths to six fifths of the time) or words. */
export function timeToRead(
  words: number,
  options: { speed: number; range: boolean; mode: 'time' | 'words' },
): string {
  if (options.mode === 'words')
    return `${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'}`;
  const speed = options.speed > 0 ? options.speed : 189;
  if (options.range) {
    const low = Math.max(1, Math.round((words / speed) * 0.8));
    let high = Math.max(1, Math.round((words / speed) * 1.2));
    if (low === high) high = low + 1;
    return `${low}–${high} minutes`;
  }
  const minutes = Math.max(1, Math.round(words / speed));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
