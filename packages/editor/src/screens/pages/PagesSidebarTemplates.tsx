import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { displayTitle, toTemplateItem } from '../../domain/templates/template-item';
import { templateLocation } from '../../domain/templates/template-location';

/** The templates the Pages screen's footer links to (spec 2 §2), in this order. */
const FOOTER_TEMPLATES = ['404', 'search'];

/**
 * The active theme's 404 and search templates (by their titles), read like the Templates screen
 * reads them (one list). Its own chunk: the template model it uses is shared with the editing
 * canvas, so the Pages screen's rows do not wait for that code.
 */
export function PagesSidebarTemplates() {
  const { records } = useEntityRecords('postType', 'wp_template', ALL_RECORDS);
  const templates = useMemo(() => {
    const items = (records ?? []).map(toTemplateItem);
    return FOOTER_TEMPLATES.flatMap((slug) => items.filter((item) => item.slug === slug));
  }, [records]);
  if (templates.length === 0) return null;
  return (
    <ul className="atelier-pages-sidebar__list" aria-label="Templates">
      {templates.map((item) => (
        <SidebarNavigationItem
          key={item.id}
          to={templateLocation(item)}
          label={displayTitle(item)}
        />
      ))}
    </ul>
  );
}
