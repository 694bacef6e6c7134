// What the editor page itself can tell about its first load, gathered by a script that runs before
// the page's own: the moment the first canvas block is in the frame (a user-timing mark, so the
// trace places it on its own clock), and each React commit until then (through the hook React
// calls for its developer tools, which production builds call too).
import type { Page } from '@playwright/test';
import { installReactCommitHook, pageScript } from '../shared/page-script.js';

/** A user-timing mark's name: the first `[data-block]` of the canvas frame is in its document. */
export const FIRST_BLOCK_MARK = 'atelier-bench:first-block';

/** One React commit before the first block: when, and how many blocks the frame held. */
export interface ReactCommit {
  atMs: number;
  blocksInFrame: number;
  /** With the census on: components that rendered in it, by name, and their count. */
  rendered?: Record<string, number>;
  /** Of those, the ones that rendered again with the same props (own state or a context). */
  origins?: string[];
}

export interface PageProbe {
  /** Milliseconds (page clock) from the navigation to the HTML's first byte and to the block. */
  responseStartMs: number;
  firstBlockMs: number;
  commits: ReactCommit[];
  /** The frame's fonts by status when the block showed, and the frame's `<style>` elements. */
  frameFonts: string[];
  frameStyleElements: number;
}

interface ProbeWindow {
  __atelierBench?: { commits: ReactCommit[]; firstBlockMs: number };
}

/** Runs in the page (`pageScript`): must use nothing from this module's scope but the commit hook. */
function installProbe(markName: string, census: boolean) {
  if (window.top !== window) return;
  // The census walks the committed tree: a component rendered in this commit if its fiber is not
  // the very object the previous commit's tree held (a bailed-out subtree is not cloned) and it
  // is new or carries React's PerformedWork flag (1). Tags: function 0, class 1, forwardRef 11,
  // memo 14, simple memo 15.
  interface Fiber {
    tag: number;
    type: unknown;
    flags: number;
    memoizedProps: unknown;
    memoizedState: unknown;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const previousTrees = new WeakMap<object, WeakSet<Fiber>>();
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function')
      return (type as { displayName?: string }).displayName || type.name || '(anonymous)';
    if (type && typeof type === 'object') {
      const inner = type as { displayName?: string; render?: unknown; type?: unknown };
      if (inner.displayName) return inner.displayName;
      if (inner.render) return nameOf(inner.render);
      if (inner.type) return nameOf(inner.type);
    }
    return '(unknown)';
  };
  const countRendered = (root: { current: Fiber }) => {
    const before = previousTrees.get(root) ?? new WeakSet<Fiber>();
    const now = new WeakSet<Fiber>();
    const counts: Record<string, number> = {};
    const origins: string[] = [];
    const stack: Fiber[] = root.current.child ? [root.current.child] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      now.add(fiber);
      if (fiber.sibling) stack.push(fiber.sibling);
      const untouched = before.has(fiber);
      if (!untouched && fiber.child) stack.push(fiber.child);
      else if (untouched) markSubtree(fiber.child, now);
      if (untouched || ![0, 1, 11, 14, 15].includes(fiber.tag)) continue;
      if (fiber.alternate !== null && (fiber.flags & 1) === 0) continue;
      const name = nameOf(fiber.type);
      counts[name] = (counts[name] ?? 0) + 1;
      if (fiber.alternate !== null && fiber.memoizedProps === fiber.alternate.memoizedProps)
        origins.push(`${name}${changedHooks(fiber, fiber.alternate)}`);
    }
    previousTrees.set(root, now);
    return { counts, origins };
  };
  // Which of a function component's state hooks (by order) hold a new value, before → after;
  // 'a context' when none does.
  interface Hook {
    memoizedState: unknown;
    queue: unknown;
    next: Hook | null;
  }
  const preview = (value: unknown): string => {
    if (value === null || typeof value !== 'object') return String(value).slice(0, 24);
    const name = (value as object).constructor?.name ?? 'object';
    return `${name}{${Object.keys(value).slice(0, 4).join(',')}}`;
  };
  const changedHooks = (fiber: Fiber, previous: Fiber): string => {
    if (fiber.tag !== 0 && fiber.tag !== 11 && fiber.tag !== 15) return '';
    const changed: string[] = [];
    let now = fiber.memoizedState as Hook | null;
    let then = previous.memoizedState as Hook | null;
    for (let index = 0; now !== null && then !== null; index++) {
      // State hooks only (useState, useReducer, useSyncExternalStore keep a queue).
      if (now.queue != null && now.memoizedState !== then.memoizedState)
        changed.push(`#${index} ${preview(then.memoizedState)} → ${preview(now.memoizedState)}`);
      now = now.next;
      then = then.next;
    }
    return changed.length > 0 ? ` (state ${changed.join('; ')})` : ' (a context)';
  };
  const markSubtree = (first: Fiber | null, into: WeakSet<Fiber>) => {
    const stack: Fiber[] = first ? [first] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      into.add(fiber);
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  };
  const probe = { commits: [] as ReactCommit[], firstBlockMs: 0 };
  (window as ProbeWindow).__atelierBench = probe;
  const frameBlocks = (): number => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
    return frame?.contentDocument?.querySelectorAll('[data-block]').length ?? 0;
  };
  installReactCommitHook((root: { current: Fiber }) => {
    if (probe.firstBlockMs !== 0) return;
    const atMs = performance.now();
    const commit: ReactCommit = { atMs, blocksInFrame: frameBlocks() };
    if (census) {
      const { counts, origins } = countRendered(root);
      commit.rendered = counts;
      commit.origins = origins;
    }
    probe.commits.push(commit);
  });
  const watch = () => {
    if (frameBlocks() > 0) {
      probe.firstBlockMs = performance.now();
      performance.mark(markName);
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/**
 * Installs the probe in the page from its next navigation on; with `census`, each commit before
 * the first block also lists the components it rendered (a walk of the tree: profile runs only).
 * Sent as source text (`pageScript`).
 */
export async function addPageProbe(page: Page, census = false): Promise<void> {
  await page.addInitScript({
    content: pageScript(installProbe, FIRST_BLOCK_MARK, census),
  });
}

/** Reads what the probe gathered (once the first block is visible). */
export async function readPageProbe(page: Page): Promise<PageProbe> {
  return page.evaluate(() => {
    const probe = (window as ProbeWindow).__atelierBench;
    const [navigation] = performance.getEntriesByType('navigation');
    const frame = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
    const frameDoc = frame?.contentDocument ?? null;
    const fonts: string[] = [];
    frameDoc?.fonts.forEach((font) => {
      fonts.push(`${font.family} ${font.weight} ${font.style}: ${font.status}`);
    });
    return {
      responseStartMs:
        navigation instanceof PerformanceNavigationTiming ? navigation.responseStart : 0,
      firstBlockMs: probe?.firstBlockMs ?? 0,
      commits: probe?.commits ?? [],
      frameFonts: fonts,
      frameStyleElements: frameDoc?.querySelectorAll('style').length ?? 0,
    };
  });
}
