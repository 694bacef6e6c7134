/**
 * The modules a root loads without waiting for any dynamic import: the root and everything it
 * imports statically, directly or through other modules. `staticImports` answers one module's
 * static imports (Rollup's `getModuleInfo(id).importedIds`); unknown modules have none.
 */
export function staticClosure(
  roots: readonly string[],
  staticImports: (id: string) => readonly string[],
): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    for (const imported of staticImports(id)) if (!reached.has(imported)) pending.push(imported);
  }
  return reached;
}
