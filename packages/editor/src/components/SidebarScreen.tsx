import { type ReactNode, useEffect, useRef } from 'react';
import type { LocationTarget } from '../app/location';
import { useRouter } from '../app/Router';
import { ChevronLeftIcon } from './icons';
import './SidebarScreen.css';

interface SidebarScreenProps {
  title: string;
  /** The control left of the title: a back button, or on the root screen the dashboard link. */
  back: ReactNode;
  /**
   * Move focus to the title when the user arrives here by navigating (not on first load), so
   * keyboard and screen-reader users start at the top of the new screen. A screen that focuses
   * something more useful itself turns this off.
   */
  focusTitleOnArrival?: boolean;
  /** Controls at the end of the header, right of the title (e.g. 'Draft a new page'). */
  actions?: ReactNode;
  /** Keep the title on one line, cut with an ellipsis (the full title is its tooltip). */
  oneLineTitle?: boolean;
  children: ReactNode;
}

/** The frame of every sidebar screen: back control, title, then the screen's own content. */
export function SidebarScreen({
  title,
  back,
  focusTitleOnArrival = true,
  actions,
  oneLineTitle = false,
  children,
}: SidebarScreenProps) {
  const { previous } = useRouter();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const arrived = previous !== null;

  useEffect(() => {
    if (arrived && focusTitleOnArrival) titleRef.current?.focus();
  }, [arrived, focusTitleOnArrival]);

  return (
    <div className="atelier-sidebar-screen">
      <header className="atelier-sidebar-screen__header">
        {back}
        <h1
          className={`atelier-sidebar-screen__title${oneLineTitle ? ' is-one-line' : ''}`}
          ref={titleRef}
          tabIndex={-1}
          title={oneLineTitle ? title : undefined}
        >
          {title}
        </h1>
        {actions !== undefined && <div className="atelier-sidebar-screen__actions">{actions}</div>}
      </header>
      <div className="atelier-sidebar-screen__content">{children}</div>
    </div>
  );
}

/** The 'Back' button of a sidebar screen, leading to its parent screen. */
export function BackButton({ to }: { to: LocationTarget }) {
  const { navigate } = useRouter();
  return (
    <button
      type="button"
      className="atelier-sidebar-screen__back"
      aria-label="Back"
      onClick={() => navigate(to)}
    >
      <ChevronLeftIcon />
    </button>
  );
}

/** A plain sentence in a sidebar screen's body. */
export function SidebarText({ children }: { children: ReactNode }) {
  return <p className="atelier-sidebar-screen__text">{children}</p>;
}
