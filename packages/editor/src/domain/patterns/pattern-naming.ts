/** The name a duplicate starts with: '{title} (Copy)' (WordPress's default in the duplicate modal). */
export function duplicateTitle(title: string): string {
  return `${title} (Copy)`;
}

/**
 * The categories a name field asks for, as typed ('Hero, Cards ,hero' → ['Hero', 'Cards']):
 * trimmed, empty ones dropped, repeats (compared case-insensitively) kept once.
 */
export function categoryNames(input: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of input) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}
