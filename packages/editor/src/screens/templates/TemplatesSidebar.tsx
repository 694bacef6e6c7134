import { useMemo } from 'react';
import { Link } from '../../app/Link';
import { useViewportMatch, WIDE_SCREEN_QUERY } from '../../app/layout/useViewportMatch';
import { ChevronRightIcon } from '../../components/icons';
import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';
import { displayTitle, type TemplateItem } from '../../domain/templates/template-item';
import { templateLocation } from '../../domain/templates/template-location';
import { previewSlug } from '../../domain/templates/template-preview-url';
import { AddTemplateButton } from './add-template/AddTemplateButton';
import { hoveredTemplate } from './hovered-template';
import { groupTemplates } from './template-groups';
import { useTemplates } from './use-templates';
import './TemplatesSidebar.css';
import '../../ui/button.css';

function TemplateLink({ item }: { item: TemplateItem }) {
  const point = () => hoveredTemplate.set(previewSlug(item));
  const leave = () => hoveredTemplate.set(null);
  return (
    <li className="atelier-sidebar-item">
      <Link
        to={templateLocation(item)}
        className="atelier-sidebar-item__link"
        onMouseEnter={point}
        onMouseLeave={leave}
        onFocus={point}
        onBlur={leave}
      >
        <span className="atelier-sidebar-item__label">{displayTitle(item)}</span>
        <ChevronRightIcon />
      </Link>
    </li>
  );
}

function TemplateGroups({ items }: { items: readonly TemplateItem[] }) {
  const groups = useMemo(() => groupTemplates(items), [items]);
  return (
    <div className="atelier-templates-sidebar__groups">
      {groups.map((group) => {
        const headingId = `atelier-templates-group-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={group.label ? headingId : undefined}>
            {group.label && (
              <h2 id={headingId} className="atelier-templates-sidebar__group-title">
                {group.label}
              </h2>
            )}
            <ul className="atelier-templates-sidebar__list" aria-label={group.label || 'Templates'}>
              {group.items.map((item) => (
                <TemplateLink key={item.id} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Spec 1 §2.4: the Templates screen (/wp_template). */
export function TemplatesSidebar() {
  const { items, isLoading } = useTemplates('wp_template');
  const isWide = useViewportMatch(WIDE_SCREEN_QUERY);
  return (
    <SidebarScreen title="Templates" back={<BackButton to={{ path: '/' }} />}>
      <div className="atelier-templates-sidebar">
        {isWide && items !== null && <AddTemplateButton templates={items} />}
        {isLoading && <SidebarText>Loading templates…</SidebarText>}
        {!isLoading && (items === null || items.length === 0) && (
          <SidebarText>No templates found</SidebarText>
        )}
        {items !== null && items.length > 0 && <TemplateGroups items={items} />}
        <footer className="atelier-templates-sidebar__footer">
          <Link to={{ path: '/wp_template/all' }} className="atelier-sidebar-item__link">
            <span className="atelier-sidebar-item__label">Manage all templates</span>
            <ChevronRightIcon />
          </Link>
        </footer>
      </div>
    </SidebarScreen>
  );
}
