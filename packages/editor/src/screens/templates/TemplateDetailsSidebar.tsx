import { useCallback, useMemo } from 'react';
import { Link } from '../../app/Link';
import { useRouter } from '../../app/Router';
import { ChevronRightIcon } from '../../components/icons';
import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';
import { currentRecordRef } from '../../components/save/current-entity';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import { errorMessage, errorStatus } from '../../data/error-message';
import { TemplateActionsMenu } from '../../domain/templates/TemplateActionsMenu';
import {
  displayTitle,
  type TemplateItem,
  toTemplateItem,
} from '../../domain/templates/template-item';
import { templateListLocation, templateLocation } from '../../domain/templates/template-location';
import { useTemplateActions } from '../../domain/templates/use-template-actions';
import { BlogSettings } from './BlogSettings';
import { showsBlogSettings } from './blog-settings';
import { ReplaceTemplateButton } from './ReplaceTemplateButton';
import { TemplateSitePreview } from './TemplatePreview';
import { templateAreas } from './template-areas';
import { useTemplates } from './use-templates';
import './TemplateDetailsSidebar.css';
import '../../ui/button.css';

const MISSING = "You attempted to edit an item that doesn't exist. Perhaps it was deleted?";

function formatModified(iso: string): string {
  const date = new Date(iso.endsWith('Z') || iso.includes('+') ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The template parts the template uses, each linked to its own screen. */
function TemplateAreas({ item, theme }: { item: TemplateItem; theme: string }) {
  const { items: parts } = useTemplates('wp_template_part');
  const areas = useMemo(() => templateAreas(item.content, theme), [item.content, theme]);
  const titles = useMemo(
    () => new Map((parts ?? []).map((part) => [part.id, displayTitle(part)])),
    [parts],
  );
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="atelier-template-areas">
      <h2 id="atelier-template-areas" className="atelier-template-details__heading">
        Areas
      </h2>
      <ul className="atelier-templates-sidebar__list">
        {areas.map((area) => (
          <li key={area.id} className="atelier-sidebar-item">
            <Link
              to={templateLocation({ type: 'wp_template_part', id: area.id })}
              className="atelier-sidebar-item__link"
            >
              <span className="atelier-sidebar-item__label">
                {titles.get(area.id) ?? area.slug}
              </span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TemplateDetails({ item }: { item: TemplateItem }) {
  const { navigate } = useRouter();
  const afterDelete = useCallback(
    () => navigate(templateListLocation(item.type)),
    [navigate, item.type],
  );
  const actions = useTemplateActions(afterDelete);
  const theme = item.id.split('//')[0] ?? '';
  return (
    <div className="atelier-template-details">
      <div className="atelier-template-details__toolbar">
        <button
          type="button"
          className="atelier-button"
          onClick={() => navigate(templateLocation(item, true))}
        >
          Edit
        </button>
        <ReplaceTemplateButton item={item} />
        <TemplateActionsMenu item={item} actions={actions} />
      </div>
      {item.description !== '' && <SidebarText>{item.description}</SidebarText>}
      <TemplateAreas item={item} theme={theme} />
      {showsBlogSettings(item.slug) && <BlogSettings />}
      {item.modified !== '' && (
        <footer className="atelier-template-details__footer">
          Last modified <time dateTime={item.modified}>{formatModified(item.modified)}</time>
        </footer>
      )}
    </div>
  );
}

/** Spec 1 §2.5: the single template screen (/wp_template/{theme//slug}). */
export function TemplateDetailsSidebar() {
  const { location } = useRouter();
  const ref = currentRecordRef(location);
  const { editedRecord, error, isResolving } = useEntityRecord(
    'postType',
    'wp_template',
    ref?.id ?? null,
  );
  const item = useMemo(
    () => (editedRecord === undefined ? null : toTemplateItem(editedRecord)),
    [editedRecord],
  );
  const back = <BackButton to={{ path: '/wp_template' }} />;
  if (item === null) {
    return (
      <SidebarScreen title="Template" back={back}>
        <SidebarText>
          {error === null
            ? isResolving && 'Loading…'
            : errorStatus(error) === 404
              ? MISSING
              : errorMessage(error, UNEXPECTED_ERROR)}
        </SidebarText>
      </SidebarScreen>
    );
  }
  return (
    <SidebarScreen title={displayTitle(item)} back={back}>
      <TemplateDetails item={item} />
    </SidebarScreen>
  );
}

/** The content area beside it: the template's public page. */
export function TemplateDetailsPreview() {
  const { location } = useRouter();
  const ref = currentRecordRef(location);
  const slug = ref?.id.split('//')[1] ?? 'index';
  return <TemplateSitePreview slug={slug} />;
}
