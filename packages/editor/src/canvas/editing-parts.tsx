import { Suspense, useEffect } from 'react';
import { useFirstScreenDrawn } from '../app/first-screen';
import { lazyArea } from '../app/lazy-area';
import { useSelectedClientIds } from './state/block-editor-hooks';

/**
 * The parts of the editing canvas that its first screen does not draw, each in an on-demand
 * chunk: the frame's tools (block toolbar, slash inserter, link popover) and the left panel's
 * contents (Block Library, List View). They are fetched once the first screen has drawn
 * (`useEditingParts`), so the first block waits for none of them and a person's first click or
 * keystroke finds them already there; a panel or a selection before then fetches at once.
 */
const loadFrameTools = () => import('./FrameTools');
const loadLeftPanels = () => import('./left-panels');

const LazyFrameTools = lazyArea(loadFrameTools, (module) => module.FrameTools);
export const LazyInserter = lazyArea(loadLeftPanels, (module) => module.Inserter);
export const LazyListView = lazyArea(loadLeftPanels, (module) => module.ListView);

/** Fetches every editing part's code (a failure is met again, and shown, where the part draws). */
export function preloadEditingParts(): Promise<unknown> {
  return Promise.all([LazyFrameTools.preload(), LazyInserter.preload()]);
}

/** Fetches the editing parts once the page's first screen has drawn (edit mode only). */
export function usePreloadEditingParts(editing: boolean): void {
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (!editing || !drawn) return;
    preloadEditingParts().catch(() => {
      // Each part downloads its code again when it draws, and fails there.
    });
  }, [editing, drawn]);
}

/**
 * The frame's tools, mounted once the first screen has drawn or as soon as a block is selected
 * (a click before then: the toolbar comes with its chunk, the selection is already made).
 */
export function LazyFrameToolsMount({ doc }: { doc: Document }) {
  const drawn = useFirstScreenDrawn();
  const selected = useSelectedClientIds().length > 0;
  if (!drawn && !selected) return null;
  return (
    <Suspense fallback={null}>
      <LazyFrameTools doc={doc} />
    </Suspense>
  );
}
