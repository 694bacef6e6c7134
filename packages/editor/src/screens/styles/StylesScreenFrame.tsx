import type { ReactNode } from 'react';
import { BackButton, SidebarScreen } from '../../components/SidebarScreen';
import { StylesPresence } from './StylesPresence';
import { StyleBookToggle } from './style-book/StyleBookToggle';
import { stylesTarget } from './styles-links';
import { parentScreen, type StylesScreen } from './styles-sections';

interface StylesScreenFrameProps {
  title: string;
  screen: StylesScreen;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A screen of the Styles sidebar: Back goes up one level (the root's goes to Design); the
 * avatars of the others styling the site (co-editing) and the 'Style Book' toggle lead its
 * actions on every screen, as in WordPress's Styles header.
 */
export function StylesScreenFrame({ title, screen, actions, children }: StylesScreenFrameProps) {
  const back = screen.kind === 'root' ? { path: '/' } : stylesTarget(parentScreen(screen));
  return (
    <SidebarScreen
      title={title}
      back={<BackButton to={back} />}
      actions={
        <>
          <StylesPresence />
          <StyleBookToggle />
          {actions}
        </>
      }
    >
      {children}
    </SidebarScreen>
  );
}

/** The light card the style controls sit on (they are drawn for a light background). */
export function StylesPanels({ children }: { children: ReactNode }) {
  return <div className="atelier-inspector atelier-styles__panels">{children}</div>;
}
