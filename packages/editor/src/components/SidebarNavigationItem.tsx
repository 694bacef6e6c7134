import type { ReactNode, Ref } from 'react';
import { Link } from '../app/Link';
import type { LocationTarget } from '../app/location';
import { ChevronRightIcon } from './icons';
import './SidebarNavigationItem.css';

interface SidebarNavigationItemProps {
  to: LocationTarget;
  label: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Marks the entry as the screen or view on show (`aria-current="page"`). */
  isCurrent?: boolean;
  /** A control after the link (a ⋮ menu), shown instead of the chevron. */
  suffix?: ReactNode;
}

/** One entry of a sidebar menu: a link to another screen, with a chevron. */
export function SidebarNavigationItem({
  to,
  label,
  ref,
  isCurrent,
  suffix,
}: SidebarNavigationItemProps) {
  return (
    <li className={`atelier-sidebar-item${suffix === undefined ? '' : ' has-suffix'}`}>
      <Link
        to={to}
        ref={ref}
        className="atelier-sidebar-item__link"
        aria-current={isCurrent ? 'page' : undefined}
      >
        <span className="atelier-sidebar-item__label">{label}</span>
        {suffix === undefined && <ChevronRightIcon />}
      </Link>
      {suffix}
    </li>
  );
}
