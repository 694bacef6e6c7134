import type { RichTextRegion } from '../../block-list/saved-html';
import { safeFragment } from '../../rich-text/safe-html';

/**
 * A static block's saved HTML with the content of its rich-text regions left out. The canvas
 * shows a region's content with `RichText`, never from the parsed markup, so typing in a region
 * changes nothing the shell holds: the shell's parse (cached by its markup) serves every
 * keystroke, where the full markup would be parsed and sanitised again each time.
 */
export interface RegionShell {
  /** The markup with each region's content taken out. */
  readonly html: string;
  /** The shell and the offsets the contents were taken from: what a check of it is kept under. */
  readonly key: string;
}

/**
 * Takes each non-empty content out of the markup where it is an element's whole content (right
 * after a `>`, right before a `</`), the first such place from the start. Null when a content is
 * not found there (markup written by other hands than the block's `save`).
 */
export function regionShell(html: string, contents: readonly string[]): RegionShell | null {
  let shell = html;
  const offsets: number[] = [];
  for (const content of contents) {
    if (content === '') {
      offsets.push(-1);
      continue;
    }
    const at = wholeContentOffset(shell, content);
    if (at === -1) return null;
    shell = shell.slice(0, at) + shell.slice(at + content.length);
    offsets.push(at);
  }
  return { html: shell, key: `${offsets.join(',')}\n${shell}` };
}

function wholeContentOffset(html: string, content: string): number {
  let from = 0;
  for (;;) {
    const at = html.indexOf(content, from);
    if (at === -1) return -1;
    if (html[at - 1] === '>' && html.startsWith('</', at + content.length)) return at;
    from = at + 1;
  }
}

/** Empties the elements the canvas shows as regions, in the order the saved-HTML walk finds them. */
function emptyRegions(parent: ParentNode, regions: readonly RichTextRegion[], used: Set<string>) {
  for (const child of Array.from(parent.children)) {
    const region = regions.find(
      (candidate) => !used.has(candidate.attribute) && child.matches(candidate.selector),
    );
    if (region === undefined) emptyRegions(child, regions, used);
    else {
      used.add(region.attribute);
      child.replaceChildren();
    }
  }
}

/**
 * Whether the shell is the markup with only the regions' content left out: both parsed, the
 * regions emptied, the same nodes. Parses twice, so callers keep the answer (`ShellChecks`).
 */
export function isShellOf(
  shell: string,
  html: string,
  regions: readonly RichTextRegion[],
): boolean {
  const left = safeFragment(shell).cloneNode(true);
  const right = safeFragment(html).cloneNode(true);
  if (!(left instanceof DocumentFragment && right instanceof DocumentFragment)) return false;
  emptyRegions(left, regions, new Set());
  emptyRegions(right, regions, new Set());
  return left.isEqualNode(right);
}

const CHECKS_KEPT = 4000;

/**
 * Shells seen and checked. A shell is checked the second time it comes (the first keystroke in a
 * block), not the first (the block's first render), so loading a template parses nothing more.
 */
export class ShellChecks {
  private readonly seen = new Set<string>();
  private readonly checked = new Map<string, boolean>();

  /** The markup to parse for `html`: its shell once checked, else `html` itself. */
  markupFor(html: string, regions: readonly RichTextRegion[], contents: readonly string[]): string {
    if (regions.length === 0) return html;
    const shell = regionShell(html, contents);
    if (shell === null || shell.html === html) return html;
    const known = this.checked.get(shell.key);
    if (known !== undefined) return known ? shell.html : html;
    if (!this.seen.has(shell.key)) {
      if (this.seen.size >= CHECKS_KEPT) this.seen.clear();
      this.seen.add(shell.key);
      return html;
    }
    const matches = isShellOf(shell.html, html, regions);
    if (this.checked.size >= CHECKS_KEPT) this.checked.clear();
    this.checked.set(shell.key, matches);
    return matches ? shell.html : html;
  }
}

/** The canvas's shell checks (shared by every static block of the page). */
export const shellChecks = new ShellChecks();
