import type { CurrentStyles } from './apply-revision';
import { changedValueWhere } from './changed-value-where';
import type { PresetName } from './preset-names';
import { readablePair } from './readable-value';
import { sameJson } from './same-json';
import type { BlockTitle } from './style-labels';

/** The changed values listed at most; the rest are counted ('and 3 more'). */
export const REVISION_DIFF_LIMIT = 12;

/** One value that differs: where it lives, the selected revision's value and the current one. */
export interface ChangedValue {
  readonly where: string;
  readonly before: string;
  readonly after: string;
}

/** The values that differ, at most the limit, and how many more were left out. */
export interface RevisionDiff {
  readonly rows: readonly ChangedValue[];
  readonly more: number;
}

export interface RevisionDiffOptions {
  readonly blockTitle?: BlockTitle;
  /** Preset names ('Indigo' for the colour `accent`); slugs are shown without. */
  readonly presetName?: PresetName;
  /**
   * The values in use where the user sets nothing (the theme's merged styles and settings), so a
   * value one side leaves unset reads as what the site shows rather than 'not set'.
   */
  readonly fallback?: CurrentStyles;
  readonly limit?: number;
}

type Plain = Readonly<Record<string, unknown>>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf (a value that is not an object: text, number, list) of a tree, by its path. */
function leaves(value: unknown, path: string[], into: Map<string, string[]>): void {
  if (!isPlain(value)) {
    if (value !== undefined) into.set(JSON.stringify(path), path);
    return;
  }
  for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], into);
}

function valueAt(tree: unknown, path: readonly string[]): unknown {
  let value = tree;
  for (const key of path) {
    if (!isPlain(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** A side's value, or what the site shows there when the user set nothing (never an object). */
function shownValue(side: CurrentStyles, path: readonly string[], fallback?: CurrentStyles) {
  const own = valueAt(side, path);
  if (own !== undefined || fallback === undefined) return own;
  const inherited = valueAt(fallback, path);
  return isPlain(inherited) ? undefined : inherited;
}

/** Text order by code point: the same in every locale. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 'and 3 more': the changed values the list leaves out. */
export function moreChangesLabel(more: number): string {
  return `and ${more} more`;
}

/**
 * The values that differ between the selected revision's styles and settings (`before`) and the
 * current ones (`after`), each with where it lives in the Styles screens' words and its values as
 * a person reads them. Site-wide styles first, then elements, blocks and settings, each group by
 * place; at most `limit` (12), with how many more.
 */
export function revisionDiff(
  revision: CurrentStyles,
  current: CurrentStyles,
  options: RevisionDiffOptions = {},
): RevisionDiff {
  const paths = new Map<string, string[]>();
  leaves(revision, [], paths);
  leaves(current, [], paths);
  const presetName = options.presetName ?? (() => undefined);
  const changed = [...paths.values()]
    .filter((path) => !sameJson(valueAt(revision, path), valueAt(current, path)))
    .map((path) => {
      const { where, rank } = changedValueWhere(path, options.blockTitle);
      const pair = readablePair(
        shownValue(revision, path, options.fallback),
        shownValue(current, path, options.fallback),
        presetName,
      );
      return { where, rank, ...pair };
    })
    .filter((row) => row.before !== row.after)
    .sort((a, b) => a.rank - b.rank || byCodePoint(a.where, b.where));
  const limit = options.limit ?? REVISION_DIFF_LIMIT;
  return {
    rows: changed.slice(0, limit).map(({ where, before, after }) => ({ where, before, after })),
    more: Math.max(0, changed.length - limit),
  };
}
