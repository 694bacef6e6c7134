import { Suspense } from 'react';
import { lazyArea } from '../../app/lazy-area';
import { AreaErrorBoundary } from '../AreaErrorBoundary';
import type { GuideDialogProps } from './GuideDialogs';

const loadDialogs = () => import('./GuideDialogs');

const ShellGuide = lazyArea(loadDialogs, (module) => module.ShellGuideDialog);
const StylesGuide = lazyArea(loadDialogs, (module) => module.StylesGuideDialog);

/**
 * Fetches the guides' dialogs and drawings (one chunk): they show on a first visit only, so
 * the first load leaves them out and a guide that opens waits for this chunk.
 */
export function preloadGuideDialogs(): Promise<unknown> {
  return Promise.all([ShellGuide.preload(), StylesGuide.preload()]);
}

/** A site editor guide, its code fetched when it first shows. */
export function LazyShellGuide(props: GuideDialogProps) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={null}>
        <ShellGuide {...props} />
      </Suspense>
    </AreaErrorBoundary>
  );
}

/** 'Welcome to Styles', its code fetched when it first shows. */
export function LazyStylesGuide(props: GuideDialogProps) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={null}>
        <StylesGuide {...props} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
