import { useEffect, useRef } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useRouter } from '../../app/Router';
import { ChevronLeftIcon } from '../../components/icons';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { SidebarScreen } from '../../components/SidebarScreen';
import { designItems } from './design-items';
import { TemplatePartMoveNotice } from './TemplatePartMoveNotice';
import './DesignScreen.css';

function isWithin(path: string, area: string): boolean {
  return path === area || path.startsWith(`${area}/`);
}

function DashboardLink() {
  const { adminUrl } = useBootstrap();
  return (
    <a
      className="atelier-sidebar-screen__back"
      href={`${adminUrl}index.php`}
      aria-label="Go to the Dashboard"
    >
      <ChevronLeftIcon />
    </a>
  );
}

/** The root screen 'Design' (spec 1 §2.3): the menu of the editor's areas. */
export function DesignScreen() {
  const { editorSettings } = useBootstrap();
  const { previous } = useRouter();
  const items = designItems(editorSettings);
  // Coming back from an area puts focus on that area's item, where the user left.
  const returnItem = previous && items.find((item) => isWithin(previous.path, item.to.path));
  const returnItemRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    returnItemRef.current?.focus();
  }, []);

  return (
    <SidebarScreen title="Design" back={<DashboardLink />} focusTitleOnArrival={!returnItem}>
      <ul className="atelier-design-screen__items">
        {items.map((item) => (
          <SidebarNavigationItem
            key={item.label}
            to={item.to}
            label={item.label}
            ref={item === returnItem ? returnItemRef : undefined}
          />
        ))}
      </ul>
      <div className="atelier-design-screen__notice">
        <TemplatePartMoveNotice />
      </div>
    </SidebarScreen>
  );
}
