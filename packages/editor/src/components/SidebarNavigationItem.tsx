import type { Ref } from 'react';
import { Link } from '../app/Link';
import type { LocationTarget } from '../app/location';
import { ChevronRightIcon } from './icons';
import './SidebarNavigationItem.css';

interface SidebarNavigationItemProps {
  to: LocationTarget;
  label: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** One entry of a sidebar menu: a link to another screen, with a chevron. */
export function SidebarNavigationItem({ to, label, ref }: SidebarNavigationItemProps) {
  return (
    <li className="atelier-sidebar-item">
      <Link to={to} ref={ref} className="atelier-sidebar-item__link">
        <span className="atelier-sidebar-item__label">{label}</span>
        <ChevronRightIcon />
      </Link>
    </li>
  );
}
