import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { Link } from '../../app/Link';
import { ChevronRightIcon } from '../../components/icons';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { displayTitle, toTemplateItem } from '../../domain/templates/template-item';
import { templateLocation } from '../../domain/templates/template-location';

/** The templates the Pages screen's footer links to (spec 2 §2), in this order. */
const FOOTER_TEMPLATES = ['404', 'search'];

/**
 * The Pages screen's footer: the active theme's 404 and search templates (by their titles) and
 * 'Manage all pages'. The templates are read like the Templates screen reads them (one list).
 */
export function PagesSidebarFooter() {
  const { records } = useEntityRecords('postType', 'wp_template', ALL_RECORDS);
  const templates = useMemo(() => {
    const items = (records ?? []).map(toTemplateItem);
    return FOOTER_TEMPLATES.flatMap((slug) => items.filter((item) => item.slug === slug));
  }, [records]);
  return (
    <footer className="atelier-pages-sidebar__footer">
      {templates.length > 0 && (
        <ul className="atelier-pages-sidebar__list" aria-label="Templates">
          {templates.map((item) => (
            <SidebarNavigationItem
              key={item.id}
              to={templateLocation(item)}
              label={displayTitle(item)}
            />
          ))}
        </ul>
      )}
      <Link to={{ path: '/pages' }} className="atelier-sidebar-item__link">
        <span className="atelier-sidebar-item__label">Manage all pages</span>
        <ChevronRightIcon />
      </Link>
    </footer>
  );
}
