/**
 * Names that become part of a selector: a block name (`core/group`, `my-plugin/card`) and a
 * block style variation name (`outline`, `section-1`). Anything else is skipped by the
 * stylesheet, so a name cannot add selectors, rules or markup.
 */
export function isCssSafeBlockName(name: string): boolean {
  return /^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/.test(name);
}

/** See {@link isCssSafeBlockName}: letters, digits, `_` and `-`. */
export function isCssSafeStyleName(name: string): boolean {
  return /^[a-zA-Z0-9_-]+$/.test(name);
}
