/**
 * Finds the route a path names, as Fastify's router does for the REST routes' patterns (static
 * segments, `:name` parameters, a trailing `*`): used to answer a read inside the server without
 * going through HTTP. Where several patterns match, a static segment beats a parameter and a
 * parameter beats the wildcard, segment by segment from the left (`/users/me` before
 * `/users/:id`).
 */

/** A route's pattern made ready to match: one entry per segment. */
export interface RoutePattern<T> {
  segments: readonly PatternSegment[];
  value: T;
}

type PatternSegment =
  | { kind: 'static'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'wildcard' };

const RANK = { static: 0, param: 1, wildcard: 2 } as const;

/** Splits a pattern such as `/wp-json/wp/v2/users/:id` or `/wp-json/wp/v2/templates/*`. */
export function compilePattern<T>(pattern: string, value: T): RoutePattern<T> {
  const segments = pattern
    .replace(/\/+$/, '')
    .split('/')
    .slice(1)
    .map((part): PatternSegment => {
      if (part === '*') return { kind: 'wildcard' };
      if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) };
      return { kind: 'static', text: part };
    });
  return { segments, value };
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The parameters of `pathname` (still percent-encoded) for one pattern, or undefined. */
function matchOne(
  segments: readonly PatternSegment[],
  parts: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.kind === 'wildcard') {
      const rest = decode(parts.slice(index).join('/'));
      if (rest === undefined) return undefined;
      params['*'] = rest;
      return params;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.kind === 'static') {
      if (part !== segment.text) return undefined;
      continue;
    }
    const value = decode(part);
    if (value === undefined || value === '') return undefined;
    params[segment.name] = value;
  }
  return parts.length === segments.length ? params : undefined;
}

function compareRanks(a: readonly PatternSegment[], b: readonly PatternSegment[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const left = a[index];
    const right = b[index];
    if (!left || !right) break;
    const difference = RANK[left.kind] - RANK[right.kind];
    if (difference !== 0) return difference;
  }
  // `/templates` and `/templates/*` both take `/templates`: the exact pattern wins.
  return a.length - b.length;
}

/** The best pattern matching `pathname` (percent-encoded, no query) and its decoded parameters. */
export function matchRoute<T>(
  patterns: readonly RoutePattern<T>[],
  pathname: string,
): { value: T; params: Record<string, string> } | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  let best: { pattern: RoutePattern<T>; params: Record<string, string> } | undefined;
  for (const pattern of patterns) {
    const params = matchOne(pattern.segments, parts);
    if (!params) continue;
    if (!best || compareRanks(pattern.segments, best.pattern.segments) < 0) {
      best = { pattern, params };
    }
  }
  return best && { value: best.pattern.value, params: best.params };
}

/** A query string as Fastify parses it: a repeated name becomes an array of its values. */
export function parseQuery(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const seen = query[name];
    if (seen === undefined) query[name] = value;
    else query[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}
