import { useMemo } from 'react';
import { Link } from '../../app/Link';
import { useLocation } from '../../app/Router';
import { ChevronRightIcon } from '../../components/icons';
import { BackButton, SidebarScreen } from '../../components/SidebarScreen';
import type { TemplatePostType } from '../../domain/templates/template-item';
import { useTemplates } from './use-templates';
import './TemplatesSidebar.css';

const SCREENS: Record<TemplatePostType, { title: string; all: string; back: string }> = {
  wp_template: { title: 'Templates', all: 'All templates', back: '/wp_template' },
  wp_template_part: { title: 'Template Parts', all: 'All template parts', back: '/patterns' },
};

/**
 * Sidebar of the manage lists: 'All …' and one view per author, each setting `activeView`
 * (the author filter of the list beside it).
 */
export function ManageTemplatesSidebar({ type }: { type: TemplatePostType }) {
  const location = useLocation();
  const { items } = useTemplates(type);
  const screen = SCREENS[type];
  const authors = useMemo(
    () => [...new Set((items ?? []).map((item) => item.authorText))].filter(Boolean).sort(),
    [items],
  );
  const current = location.activeView ?? 'all';
  const views = [
    { id: 'all', label: screen.all },
    ...authors.map((author) => ({ id: author, label: author })),
  ];
  return (
    <SidebarScreen title={screen.title} back={<BackButton to={{ path: screen.back }} />}>
      <ul className="atelier-templates-sidebar__list" aria-label="Views">
        {views.map((view) => (
          <li key={view.id} className="atelier-sidebar-item">
            <Link
              to={{
                path: location.path,
                layout: location.layout,
                activeView: view.id === 'all' ? undefined : view.id,
              }}
              className="atelier-sidebar-item__link"
              aria-current={current === view.id ? 'page' : undefined}
            >
              <span className="atelier-sidebar-item__label">{view.label}</span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </SidebarScreen>
  );
}

export function ManageTemplatesViews() {
  return <ManageTemplatesSidebar type="wp_template" />;
}

export function ManageTemplatePartsViews() {
  return <ManageTemplatesSidebar type="wp_template_part" />;
}
