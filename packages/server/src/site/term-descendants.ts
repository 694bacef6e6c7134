/**
 * A term and every term below it (children, their children…), as WordPress's category archives
 * include posts of child categories. Each term is visited once, so a loop in the stored parents
 * ends.
 */
export function withDescendants(
  terms: readonly { id: number; parent: number }[],
  id: number,
): number[] {
  const found = [id];
  for (let index = 0; index < found.length; index += 1) {
    const current = found[index];
    for (const term of terms) {
      if (term.parent === current && !found.includes(term.id)) found.push(term.id);
    }
  }
  return found;
}
