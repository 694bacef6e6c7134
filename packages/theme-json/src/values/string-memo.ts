/** How many answers a memoised function keeps before it starts again from an empty table. */
const DEFAULT_LIMIT = 4096;

/**
 * A pure function of one string that remembers its answers: asked again for the same text, it
 * gives the first answer without computing it. Theme data repeats the same few values (preset
 * references, slugs, sizes) across hundreds of style nodes, and the editor builds the stylesheet
 * again on each styles edit, so most checks are asked for text already seen. The table is emptied
 * when it holds `limit` answers, so text that keeps changing (a colour typed one character at a
 * time) cannot grow it without bound. Answers are shared: `compute` must return values nobody
 * changes.
 */
export function memoByString<T>(
  compute: (text: string) => T,
  limit = DEFAULT_LIMIT,
): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    if (answers.has(text)) return answers.get(text) as T;
    const answer = compute(text);
    if (answers.size >= limit) answers.clear();
    answers.set(text, answer);
    return answer;
  };
}
