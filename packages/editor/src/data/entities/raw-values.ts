import type { EntityRecord } from './store-state';

function hasRaw(value: unknown): value is { raw: unknown } {
  return typeof value === 'object' && value !== null && 'raw' in value;
}

/** The editable value of a field: `raw` of a `{ raw, rendered }` field, else the value itself. */
export function rawValue(value: unknown): unknown {
  return hasRaw(value) ? value.raw : value;
}

/** A field's value as the user sees it: the edit when there is one, else the record's raw value. */
export function editedValue(
  record: EntityRecord | undefined,
  edits: Readonly<Record<string, unknown>> | undefined,
  prop: string,
): unknown {
  if (edits !== undefined && prop in edits) return edits[prop];
  return rawValue(record?.[prop]);
}
