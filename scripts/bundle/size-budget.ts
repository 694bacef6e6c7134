/** One file the page loads, with its size as sent (gzip-compressed bytes). */
export interface SizedFile {
  file: string;
  bytes: number;
}

/** A first load (what the editor's HTML has the browser fetch before a first screen) and its budget. */
export interface FirstLoad {
  name: string;
  files: readonly SizedFile[];
  /** The most compressed bytes this first load may weigh. */
  budget: number;
}

export interface BudgetReport {
  ok: boolean;
  lines: string[];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Weighs each first load against its budget: one line per file (largest first), its total and
 * budget, and, when it is over, by how much. `ok` is false when any first load is over.
 */
export function weighFirstLoads(loads: readonly FirstLoad[]): BudgetReport {
  const lines: string[] = [];
  let ok = true;
  for (const load of loads) {
    const total = load.files.reduce((sum, file) => sum + file.bytes, 0);
    const over = total > load.budget;
    ok &&= !over;
    lines.push(
      `${over ? '✗' : '✓'} ${load.name}: ${kB(total)} of ${kB(load.budget)} (gzip)${over ? ` — over the budget by ${kB(total - load.budget)}` : ''}`,
    );
    for (const file of [...load.files].sort((a, b) => b.bytes - a.bytes)) {
      lines.push(`    ${kB(file.bytes).padStart(9)}  ${file.file}`);
    }
  }
  return { ok, lines };
}
