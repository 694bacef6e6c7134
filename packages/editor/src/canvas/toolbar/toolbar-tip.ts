/** A toolbar button's tooltip: its name and, when it has one, its shortcut. */
export function tip(label: string, shortcut: string | undefined): string {
  return shortcut === undefined ? label : `${label} (${shortcut})`;
}
