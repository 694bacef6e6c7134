// What the editor page itself can tell about its first load, gathered by a script that runs before
// the page's own: the moment the first canvas block is in the frame (a user-timing mark, so the
// trace places it on its own clock), and each React commit until then (through the hook React
// calls for its developer tools, which production builds call too).
import type { Page } from '@playwright/test';

/** A user-timing mark's name: the first `[data-block]` of the canvas frame is in its document. */
export const FIRST_BLOCK_MARK = 'atelier-bench:first-block';

/** One React commit before the first block: when, and how many blocks the frame held. */
export interface ReactCommit {
  atMs: number;
  blocksInFrame: number;
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

/** Runs in the page (serialised by Playwright): must not use anything from this module's scope. */
function installProbe(markName: string) {
  if (window.top !== window) return;
  const probe = { commits: [] as ReactCommit[], firstBlockMs: 0 };
  (window as ProbeWindow).__atelierBench = probe;
  const frameBlocks = (): number => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
    return frame?.contentDocument?.querySelectorAll('[data-block]').length ?? 0;
  };
  const hookWindow = window as unknown as Record<string, unknown>;
  hookWindow.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      if (probe.firstBlockMs === 0)
        probe.commits.push({ atMs: performance.now(), blocksInFrame: frameBlocks() });
    },
  };
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
 * Installs the probe in the page from its next navigation on. Sent as source text with a
 * `__name` of its own: tsx keeps function names by wrapping them in a helper the page lacks.
 */
export async function addPageProbe(page: Page): Promise<void> {
  await page.addInitScript({
    content: `(() => { const __name = (target) => target; (${installProbe.toString()})(${JSON.stringify(FIRST_BLOCK_MARK)}); })();`,
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
