import { type CSSProperties, Suspense, useEffect, useState } from 'react';
import { useFirstScreenDrawn } from '../app/first-screen';
import { lazyArea } from '../app/lazy-area';
import { documentKeyTargets, type HeldKey } from '../app/typed-ahead/typed-ahead';
import { createTypedAheadSlot, type TypedAheadSlot } from '../app/typed-ahead/typed-ahead-slot';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { useHasSelectedBlocks } from './state/block-editor-hooks';
import { useSlashQuery } from './toolbar/use-slash-query';
import { useCanvasUiStore } from './ui/CanvasUiContext';

/**
 * The parts of the editing canvas that its first screen does not draw, each in an on-demand
 * chunk: the frame's tools (block toolbar, slash inserter, link popover) and the left panel's
 * contents (Block Library, List View). They are fetched once the first screen has drawn
 * (`usePreloadEditingParts`), so the first block waits for none of them and a person's first click or
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

const ENTER: HeldKey = {
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
};

/**
 * What stands in for the frame's tools while their code is on its way: keys that would have gone
 * to them are kept for them (`app/typed-ahead`). After primary+k, the text typed is the link
 * field's (not the paragraph's: its selected text would be replaced), Escape gives the link up;
 * with a slash query in the selected block, its text stays in the paragraph (where the query is
 * read from), Enter is kept for the slash inserter to choose with and the keys after Enter are
 * held for the block it chooses (they would change the query if they reached the paragraph).
 */
function FrameToolsWaiting({ doc, link, slash }: { doc: Document } & FrameToolsSlots) {
  const ui = useCanvasUiStore();
  const slashTarget = useSlashQuery();
  useEffect(() => {
    const follow = () => {
      // A link given up before the popover came (Escape, another selection) keeps no keys.
      if (ui.getState().link === null) link.stop();
      // Also drawn when loaded tools wait for something else: then they take their own keys.
      else if (!LazyFrameTools.isLoaded())
        link.start(documentKeyTargets(doc), {
          keepText: true,
          onEscape: () => ui.set({ link: null }),
        });
    };
    follow();
    return ui.subscribe(follow);
  }, [ui, doc, link]);
  const slashOpen = slashTarget !== null;
  useEffect(() => {
    if (slashOpen && !LazyFrameTools.isLoaded())
      slash.start(documentKeyTargets(doc), {
        keepText: false,
        holdAfterEnter: true,
        // The inserter did not come in time: Enter and the keys after it do what they would
        // have done without it (Enter splits the paragraph), in order.
        onExpire: () => {
          const kept = slash.take();
          // The player comes with the tools' chunk (the slash inserter plays held keys too).
          if (kept.enter)
            void import('./rich-text/replay-keys').then(({ replayKeys }) =>
              replayKeys(doc, [ENTER, ...kept.after]),
            );
        },
      });
    else slash.stop();
  }, [slashOpen, slash, doc]);
  return null;
}

export interface FrameToolsSlots {
  /** Keys typed after primary+k, for the link popover's field. */
  link: TypedAheadSlot;
  /** Enter pressed after a slash query, for the slash inserter. */
  slash: TypedAheadSlot;
}

/** Where a failure of the tools shows: the bottom of the frame (the tools draw in portals). */
const FAILED_STYLE: CSSProperties = {
  position: 'fixed',
  insetInline: 8,
  bottom: 8,
  zIndex: 100,
  background: '#fff',
};

/**
 * The frame's tools, mounted once the first screen has drawn or as soon as a block is selected
 * (a click before then: the toolbar comes with its chunk, the selection is already made). While
 * their code comes, keys meant for them are kept (`FrameToolsWaiting`, 5 s at most); if it cannot
 * come, the error shows at the bottom of the frame and the blocks stay editable.
 */
export function LazyFrameToolsMount({ doc }: { doc: Document }) {
  const drawn = useFirstScreenDrawn();
  const selected = useHasSelectedBlocks();
  const [slots] = useState<FrameToolsSlots>(() => ({
    link: createTypedAheadSlot(),
    slash: createTypedAheadSlot(),
  }));
  useEffect(
    () => () => {
      slots.link.stop();
      slots.slash.stop();
    },
    [slots],
  );
  if (!drawn && !selected) return null;
  return (
    <div style={FAILED_STYLE}>
      <AreaErrorBoundary>
        <Suspense fallback={<FrameToolsWaiting doc={doc} {...slots} />}>
          <LazyFrameTools doc={doc} typedAhead={slots} />
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
