/**
 * A comment's text with paragraphs, as WordPress's `wpautop` prints it: blank lines part
 * paragraphs and single line breaks become `<br />`. The text is sanitised HTML already.
 */
export function commentParagraphs(content: string): string {
  const text = content.replace(/\r\n?/g, '\n').trim();
  if (text === '') return '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, '<br />\n')}</p>`)
    .join('\n');
}

/** "One response to “Title”" and its other wordings, as WordPress's Comments Title writes them. */
export function commentsTitleText(
  count: number,
  postTitle: string,
  options: { showPostTitle: boolean; showCommentsCount: boolean },
): string {
  const title = `&#8220;${postTitle}&#8221;`;
  if (options.showCommentsCount) {
    if (options.showPostTitle) {
      return count === 1 ? `One response to ${title}` : `${count} responses to ${title}`;
    }
    return count === 1 ? 'One response' : `${count} responses`;
  }
  if (options.showPostTitle) return count === 1 ? `Response to ${title}` : `Responses to ${title}`;
  return count === 1 ? 'Response' : 'Responses';
}

/** `url` with one query argument added (before any `#fragment`). */
export function addQueryArg(url: string, key: string, value: string | number): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${key}=${encodeURIComponent(String(value))}${fragment}`;
}
