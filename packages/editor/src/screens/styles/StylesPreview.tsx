import { ALL_RECORDS } from '@atelier/blocks/rest';
import { type ReactNode, Suspense, useEffect } from 'react';
import { lazyArea } from '../../app/lazy-area';
import { useLocation } from '../../app/Router';
import { LazyCanvas } from '../../canvas/LazyCanvas';
import { SitePreview } from '../../components/SitePreview';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { useRevisionCompareShown } from '../../domain/global-styles/revisions/revision-compare-state';
import {
  closeStyleBook,
  useStyleBookOpen,
} from '../../domain/global-styles/style-book/style-book-state';
import { frontTemplateId } from './front-template';
import { parseSection } from './styles-sections';

// The Style Book and the revisions' compare view draw every block type's example or the front page
// twice: their own chunks (with the block types), fetched when they open, so Styles' first load
// does without them.
const StyleBookView = lazyArea(
  () => import('./style-book/StyleBookView'),
  (m) => m.StyleBookView,
);
const RevisionsMainArea = lazyArea(
  () => import('./RevisionsMainArea'),
  (m) => m.RevisionsMainArea,
);

/** Fetches the Style Book's and the compare view's code. */
export function preloadStylesViews(): Promise<unknown> {
  return Promise.all([StyleBookView.preload(), RevisionsMainArea.preload()]);
}

/** A view whose code may still be on its way. */
function OnDemand({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p className="atelier-layout__loading">Loading…</p>}>{children}</Suspense>
  );
}

/**
 * The main area beside the Styles sidebar: the front page's template in the canvas (view mode),
 * whose CSS follows the global styles as edited, so every change shows at once. The site
 * itself when the theme has none of the front page's templates. While the Style Book is open, it
 * takes the canvas's place (on Revisions with compare on, the Style Book drawn in both panes of
 * the compare view); else, on Revisions with compare on, the compare view of the front page.
 * Leaving the Styles area closes the Style Book (spec 3 §2: the sidebar closes its canvas views).
 */
export function StylesPreview() {
  const { records, hasResolved } = useEntityRecords('postType', 'wp_template', ALL_RECORDS);
  const id = frontTemplateId(records);
  // Spec 3 §2: the whole page, zoomed out, while Browse styles is open; restored on leaving.
  const zoomOut = parseSection(useLocation().section).kind === 'variations';
  const styleBookOpen = useStyleBookOpen();
  const comparing = useRevisionCompareShown();
  // Leaving the Styles area (this main area goes with it) closes the Style Book.
  useEffect(() => closeStyleBook, []);
  if (styleBookOpen) {
    return (
      <OnDemand>
        <StyleBookView />
      </OnDemand>
    );
  }
  if (!hasResolved) return <p className="atelier-layout__loading">Loading…</p>;
  // Revisions › 'Compare with current styles': the revision and the current styles side by side.
  if (comparing && id !== null) {
    return (
      <OnDemand>
        <RevisionsMainArea templateId={id} />
      </OnDemand>
    );
  }
  if (id === null) return <SitePreview />;
  // A click opens the template in the editor (this location names no record).
  return (
    <LazyCanvas
      key={id}
      record={{ kind: 'postType', name: 'wp_template', id }}
      mode="view"
      editLocation={{ path: `/wp_template/${id}` }}
      zoomOut={zoomOut}
    />
  );
}
