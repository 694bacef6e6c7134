import type { SiteStylesheet } from '@atelier/theme-json';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { RevisionChanges } from './RevisionChanges';
import type { RevisionDiff } from './revision-diff';
import { SwipeDivider } from './SwipeDivider';
import { SWIPE_START } from './swipe-position';
import '../../../ui/button.css';
import './RevisionCompare.css';

/** The two sides of the compare view, by the names their panes carry. */
export const SELECTED_REVISION = 'Selected revision';
export const CURRENT_STYLES = 'Current styles';

/** Which side a pane draws: the selected revision, or the styles in use now. */
export type CompareSide = 'revision' | 'current';

/** How the two sides are laid out: next to each other, or stacked with a divider to swipe. */
export type CompareLayout = 'side-by-side' | 'swipe';

const LAYOUTS: readonly { value: CompareLayout; label: string }[] = [
  { value: 'side-by-side', label: 'Side by side' },
  { value: 'swipe', label: 'Swipe' },
];

/** What a pane is drawn with: the site stylesheet and its duotone filters. */
export type PaneStylesheet = Pick<SiteStylesheet, 'css' | 'duotoneSvgs'>;

export interface RevisionCompareProps {
  /** The site stylesheet with the selected revision's styles. */
  revision: PaneStylesheet;
  /** The site stylesheet with the styles in use now (unsaved edits included). */
  current: PaneStylesheet;
  /**
   * Draws one side with its stylesheet: the same page (or Style Book section) for both, so only
   * the styles differ. `label` names the side ('Selected revision', 'Current styles'); `side`
   * tells them apart for what a caller keys by side (ids, refs).
   */
  renderPane(stylesheet: PaneStylesheet, label: string, side: CompareSide): ReactNode;
  /** The changed values (`revisionDiff`). */
  diff: RevisionDiff;
}

function Pane({
  label,
  className,
  style,
  children,
}: {
  label: string;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={`atelier-revision-compare__pane ${className}`}
      aria-labelledby={titleId}
      style={style}
    >
      <h3 id={titleId} className="atelier-revision-compare__pane-title">
        {label}
      </h3>
      <div className="atelier-revision-compare__pane-body">{children}</div>
    </section>
  );
}

/**
 * The visual diff of a revision (issue #18 point 6): the selected revision and the current
 * styles drawn by the same render function, side by side or stacked with a swipe divider, and
 * the changed values listed under them.
 */
export function RevisionCompare({ revision, current, renderPane, diff }: RevisionCompareProps) {
  const [layout, setLayout] = useState<CompareLayout>('side-by-side');
  const [position, setPosition] = useState(SWIPE_START);
  const swipe = layout === 'swipe';
  return (
    <div className="atelier-revision-compare">
      <fieldset className="atelier-revision-compare__layouts" aria-label="Compare layout">
        {LAYOUTS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`atelier-button ${option.value === layout ? 'is-secondary' : 'is-tertiary'}`}
            aria-pressed={option.value === layout}
            onClick={() => setLayout(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <div className={`atelier-revision-compare__panes${swipe ? ' is-swipe' : ''}`}>
        {swipe ? (
          <>
            <Pane label={CURRENT_STYLES} className="is-current">
              {renderPane(current, CURRENT_STYLES, 'current')}
            </Pane>
            <Pane
              label={SELECTED_REVISION}
              className="is-revision"
              style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
            >
              {renderPane(revision, SELECTED_REVISION, 'revision')}
            </Pane>
            <SwipeDivider position={position} onChange={setPosition} />
          </>
        ) : (
          <>
            <Pane label={SELECTED_REVISION} className="is-revision">
              {renderPane(revision, SELECTED_REVISION, 'revision')}
            </Pane>
            <Pane label={CURRENT_STYLES} className="is-current">
              {renderPane(current, CURRENT_STYLES, 'current')}
            </Pane>
          </>
        )}
      </div>
      <RevisionChanges diff={diff} />
    </div>
  );
}
