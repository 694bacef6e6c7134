import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useRouter } from '../../../app/Router';
import { editorBlockTypes } from '../../../canvas/block-types/editor-block-types';
import { useCompleteBlockTypes } from '../../../canvas/block-types/use-block-types';
import { usePreviewContext } from '../../../canvas/preview/use-preview-context';
import { useCanvasStylesheet } from '../../../canvas/styles/use-canvas-stylesheet';
import { CloseIcon } from '../../../components/icons';
import { useRevisionCompareShown } from '../../../domain/global-styles/revisions/revision-compare-state';
import {
  StyleBook,
  useStyleBookCategories,
} from '../../../domain/global-styles/style-book/StyleBook';
import { openingTab } from '../../../domain/global-styles/style-book/style-book-categories';
import { closeStyleBook } from '../../../domain/global-styles/style-book/style-book-state';
import { stylesTarget } from '../styles-links';
import { parseSection } from '../styles-sections';
import { StyleBookCompare } from './StyleBookCompare';
import { STYLE_BOOK_TOGGLE_CLASS } from './StyleBookToggle';
import './StyleBookView.css';

/**
 * Focus goes to the view when it opens, and back to the header's toggle when it closes from
 * inside (Escape, Close): the one that opened it, or, after an example changed the sidebar's
 * screen, the new screen's.
 */
function useFocusInAndBack(view: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const opener = document.activeElement;
    const element = view.current;
    element?.focus();
    return () => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || element?.contains(active);
      if (!lost) return;
      const toggle =
        opener instanceof HTMLElement && opener !== document.body && opener.isConnected
          ? opener
          : document.querySelector<HTMLElement>(`.${STYLE_BOOK_TOGGLE_CLASS}`);
      toggle?.focus();
    };
  }, [view]);
}

/**
 * The Style Book as the Styles area's main area (spec 3 §2, the style-book container view): the
 * blocks' examples with the styles as edited — titled 'Style Revisions' and showing the selected
 * revision while the sidebar is on Revisions (the canvas stylesheet follows the revision
 * preview), or, while Revisions compares, the revision and the current styles side by side
 * (`StyleBookCompare`). An example opens its block type's styles in the sidebar, and the book
 * stays open; Escape or Close closes it. The open tab is kept here, so it stays as the sidebar
 * goes to Revisions, compare goes on or off, or Revisions closes.
 */
export function StyleBookView() {
  // The book shows every block type's example: it opens once they are all registered (the
  // editor loads them on demand).
  const complete = useCompleteBlockTypes(editorBlockTypes());
  return complete ? <LoadedStyleBook /> : null;
}

function LoadedStyleBook() {
  const { css, duotoneSvgs } = useCanvasStylesheet();
  const context = usePreviewContext();
  const screen = parseSection(useLocation().section);
  const { navigate } = useRouter();
  const view = useRef<HTMLElement>(null);
  useFocusInAndBack(view);
  const inRevisions = screen.kind === 'revisions';
  const comparing = useRevisionCompareShown() && inRevisions;
  const selectedBlock = screen.kind === 'block' ? screen.name : undefined;
  const categories = useStyleBookCategories(context);
  const [tab, setTab] = useState(() => openingTab(categories, selectedBlock));
  const title = inRevisions ? 'Style Revisions' : 'Style Book';
  return (
    <section
      ref={view}
      className="atelier-style-book-view"
      aria-label={title}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        closeStyleBook();
      }}
    >
      <header className="atelier-style-book-view__header">
        <h2 className="atelier-style-book-view__title">{title}</h2>
        <button
          type="button"
          className="atelier-icon-button"
          aria-label="Close"
          title="Close"
          onClick={closeStyleBook}
        >
          <CloseIcon />
        </button>
      </header>
      <div className={`atelier-style-book-view__body${comparing ? ' is-compare' : ''}`}>
        {comparing ? (
          <StyleBookCompare context={context} tab={tab} onTabChange={setTab} />
        ) : (
          <StyleBook
            css={css}
            duotoneSvgs={duotoneSvgs}
            context={context}
            selectedBlock={selectedBlock}
            onSelect={
              inRevisions ? undefined : (name) => navigate(stylesTarget({ kind: 'block', name }))
            }
            tab={tab}
            onTabChange={setTab}
          />
        )}
      </div>
    </section>
  );
}
