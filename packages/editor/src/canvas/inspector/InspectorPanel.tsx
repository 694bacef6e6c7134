import { Suspense } from 'react';
import { lazyArea } from '../../app/lazy-area';
import { usePageSettled } from '../../app/page-load';
import { AreaErrorBoundary } from '../../components/AreaErrorBoundary';
import type { RecordRef } from '../../data/entities/store-state';
import type { SidebarTab } from '../chrome/chrome-store';

const BlockInspector = lazyArea(
  () => import('./BlockInspector'),
  (module) => module.BlockInspector,
);

const DocumentInspector = lazyArea(
  () => import('./DocumentInspector'),
  (module) => module.DocumentInspector,
);

let arrived = false;

/**
 * Fetches both tabs' code (switching tabs then waits for nothing). The editing canvas does so
 * once the page has loaded and settled (`LazyCanvas`); tests call it before they draw the sidebar.
 */
export function preloadInspectors(): Promise<unknown> {
  return Promise.all([BlockInspector.preload(), DocumentInspector.preload()]).then(() => {
    arrived = true;
  });
}

function Loading() {
  return <p className="atelier-inspector__empty">Loading…</p>;
}

interface InspectorPanelProps {
  tab: SidebarTab;
  record: RecordRef;
}

/**
 * The settings sidebar's tab content, in chunks of its own: the sidebar's column and tabs draw
 * with the canvas, and their panels' code is fetched once the page has loaded and settled (the
 * canvas's first blocks come first), or at once for the Block tab, which opens on a selection.
 */
export function InspectorPanel({ tab, record }: InspectorPanelProps) {
  const settled = usePageSettled();
  if (!(arrived || settled || tab === 'block')) return <Loading />;
  return (
    <AreaErrorBoundary resetKey={tab}>
      <Suspense fallback={<Loading />}>
        {tab === 'document' ? <DocumentInspector record={record} /> : <BlockInspector />}
      </Suspense>
    </AreaErrorBoundary>
  );
}
