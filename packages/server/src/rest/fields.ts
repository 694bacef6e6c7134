/** Parses `_fields` (a comma list or an array) into field paths; empty means "all fields". */
export function parseFieldsParam(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  return raw
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}

function pick(source: Record<string, unknown>, paths: string[][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const [head, ...rest] = path;
    if (head === undefined || !(head in source)) continue;
    const value = source[head];
    if (rest.length === 0) {
      out[head] = value;
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const nested = pick(value as Record<string, unknown>, [rest]);
      const existing = out[head];
      out[head] =
        existing && typeof existing === 'object' && !Array.isArray(existing)
          ? { ...(existing as Record<string, unknown>), ...nested }
          : nested;
    }
  }
  return out;
}

/**
 * Keeps only the requested fields of a response item (or of each item of a list), with nested
 * paths such as `title.raw`, as WordPress's `_fields` does.
 */
export function filterFields(body: unknown, fields: string[]): unknown {
  if (fields.length === 0) return body;
  const paths = fields.map((f) => f.split('.'));
  const filterOne = (item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? pick(item as Record<string, unknown>, paths)
      : item;
  return Array.isArray(body) ? body.map(filterOne) : filterOne(body);
}
