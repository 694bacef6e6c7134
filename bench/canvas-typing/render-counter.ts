// How many React components render for one interaction: a script that runs before the page's own
// installs the hook React calls for its developer tools (production builds call it too) and, on
// each commit, walks the new tree beside the previous one as React DevTools does — a subtree whose
// children are the same objects as before was skipped by React; a component fiber that was cloned
// and carries React's "performed work" flag ran its render. `fibers` counts the fibers React cloned
// (every child of a fiber whose children were reconciled, components or not, rendered or bailed out).
import type { Page } from '@playwright/test';
import { installReactCommitHook, pageScript } from '../shared/page-script.js';

/** Component renders since the last reset: totals, and the busiest components by name. */
export interface RenderCount {
  commits: number;
  renders: number;
  mounts: number;
  fibers: number;
  byName: [string, number][];
  /** Commits and renders up to the last `mark()` since the reset (all of them without a mark). */
  marked: { commits: number; renders: number; byName: [string, number][] };
}

interface CounterWindow {
  __atelierRenders?: { reset(): void; mark(): void; read(): RenderCount };
}

/** Runs in the page (`pageScript`): must use nothing from this module's scope but the commit hook. */
function installCounter() {
  if (window.top !== window) return;
  // Fiber tags of components (function, class, forwardRef, memo, simple memo).
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const performedWork = 1;
  interface Fiber {
    tag: number;
    flags: number;
    type: unknown;
    elementType: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  let commits = 0;
  let renders = 0;
  let mounts = 0;
  let fibers = 0;
  let byName = new Map<string, number>();
  let marked: { commits: number; renders: number; byName: [string, number][] } | null = null;
  const nameOf = (fiber: Fiber): string => {
    const named = (type: unknown): string | undefined => {
      if (typeof type === 'function') {
        const fn = type as { displayName?: string; name?: string };
        return fn.displayName ?? fn.name;
      }
      if (typeof type === 'object' && type !== null) {
        const wrapper = type as { displayName?: string; type?: unknown; render?: unknown };
        return wrapper.displayName ?? named(wrapper.type) ?? named(wrapper.render);
      }
      return undefined;
    };
    return named(fiber.elementType) ?? named(fiber.type) ?? '(anonymous)';
  };
  const note = (fiber: Fiber, mounted: boolean) => {
    if (!componentTags.has(fiber.tag)) return;
    renders += 1;
    if (mounted) mounts += 1;
    const name = nameOf(fiber);
    byName.set(name, (byName.get(name) ?? 0) + 1);
  };
  const mountAll = (fiber: Fiber | null) => {
    for (let child = fiber; child !== null; child = child.sibling) {
      note(child, true);
      mountAll(child.child);
    }
  };
  const visit = (fiber: Fiber) => {
    for (let child = fiber.child; child !== null; child = child.sibling) {
      const previous = child.alternate;
      fibers += 1;
      if (previous === null) {
        note(child, true);
        mountAll(child.child);
        continue;
      }
      if ((child.flags & performedWork) === performedWork) note(child, false);
      if (child.child !== previous.child) visit(child);
    }
  };
  installReactCommitHook((root: { current: Fiber }) => {
    commits += 1;
    const previous = root.current.alternate;
    if (previous === null) mountAll(root.current.child);
    else if (root.current.child !== previous.child) visit(root.current);
  });
  (window as CounterWindow).__atelierRenders = {
    reset() {
      commits = 0;
      renders = 0;
      mounts = 0;
      fibers = 0;
      byName = new Map();
      marked = null;
    },
    // The selection bench marks the first task after the frame that painted the selection.
    mark() {
      marked = { commits, renders, byName: [...byName] };
    },
    read: () => ({
      commits,
      renders,
      mounts,
      fibers,
      byName: [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15),
      marked: marked ?? { commits, renders, byName: [...byName] },
    }),
  };
}

/**
 * Installs the counter in the page from its next navigation on (sent as source text: `pageScript`).
 */
export async function addRenderCounter(page: Page): Promise<void> {
  await page.addInitScript({
    content: pageScript(installCounter),
  });
}

/** Starts counting afresh. */
export async function resetRenderCount(page: Page): Promise<void> {
  await page.evaluate(() => (window as CounterWindow).__atelierRenders?.reset());
}

/** What rendered since the last reset (zeros when the page has no counter). */
export async function readRenderCount(page: Page): Promise<RenderCount> {
  return page.evaluate(
    () =>
      (window as CounterWindow).__atelierRenders?.read() ?? {
        commits: 0,
        renders: 0,
        mounts: 0,
        fibers: 0,
        byName: [],
        marked: { commits: 0, renders: 0, byName: [] },
      },
  );
}
