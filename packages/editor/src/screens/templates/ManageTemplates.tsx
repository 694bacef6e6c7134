import { DataViews, filterSortAndPaginate, type View } from '@atelier/dataviews';
import { useCallback, useMemo, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useViewportMatch, WIDE_SCREEN_QUERY } from '../../app/layout/useViewportMatch';
import { useRouter } from '../../app/Router';
import { RecordPresenceProvider } from '../../components/presence/RecordPresence';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { AddTemplatePartButton } from '../../domain/templates/AddTemplatePartButton';
import type { TemplatePostType } from '../../domain/templates/template-item';
import { templatePreviewUrl } from '../../domain/templates/template-preview-url';
import { usePreviewTargets } from '../../domain/templates/use-preview-targets';
import { useTemplateActions } from '../../domain/templates/use-template-actions';
import { AddTemplateButton } from './add-template/AddTemplateButton';
import {
  composeView,
  DEFAULT_TEMPLATE_VIEW,
  splitView,
  TEMPLATE_DEFAULT_LAYOUTS,
} from './manage-view';
import { templateFields } from './template-fields';
import { useTemplates } from './use-templates';
import './ManageTemplates.css';

/** Spec 1 §6: authors are users with edit_theme_options; only their avatars are read. */
const AUTHORS_QUERY = Object.freeze({
  capabilities: 'edit_theme_options',
  _fields: 'id,name,avatar_urls',
  context: 'view',
  per_page: -1,
});

function avatarUrl(record: Readonly<Record<string, unknown>>): string | undefined {
  const urls = record.avatar_urls;
  if (typeof urls !== 'object' || urls === null) return undefined;
  const url: unknown = Reflect.get(urls, '48') ?? Reflect.get(urls, '24');
  return typeof url === 'string' ? url : undefined;
}

function useAvatars(): (authorId: number) => string | undefined {
  const { records } = useEntityRecords('root', 'user', AUTHORS_QUERY);
  const byId = useMemo(() => {
    const map = new Map<number, string>();
    for (const record of records ?? []) {
      const url = avatarUrl(record);
      if (typeof record.id === 'number' && url !== undefined) map.set(record.id, url);
    }
    return map;
  }, [records]);
  return useCallback((authorId: number) => byId.get(authorId), [byId]);
}

/** Whose avatars the rows show: the people who have a template (or a part) open. */
const PRESENCE_KINDS: Record<TemplatePostType, readonly string[]> = {
  wp_template: ['wp_template'],
  wp_template_part: ['wp_template_part'],
};

const TITLES: Record<TemplatePostType, string> = {
  wp_template: 'Templates',
  wp_template_part: 'Template Parts',
};

/**
 * The manage list of templates or template parts (spec 1 §2.6): a data view of every record,
 * filtered, sorted and paged here; layout and author filter mirrored in the location.
 */
export function ManageTemplates({ type }: { type: TemplatePostType }) {
  const { location, navigate } = useRouter();
  const { homeUrl } = useBootstrap();
  const isWide = useViewportMatch(WIDE_SCREEN_QUERY);
  const { items, isLoading } = useTemplates(type);
  const avatarOf = useAvatars();
  const targets = usePreviewTargets();
  const actions = useTemplateActions();
  const [local, setLocal] = useState<View>(DEFAULT_TEMPLATE_VIEW);
  const { themePreview, layout, activeView } = location;
  const view = useMemo(
    () => composeView(local, { layout, activeView }),
    [local, layout, activeView],
  );

  const authors = useMemo(
    () => [...new Set((items ?? []).map((item) => item.authorText))].filter(Boolean).sort(),
    [items],
  );
  const fields = useMemo(
    () =>
      templateFields({
        type,
        authors,
        avatarOf,
        previewUrl: (slug) => templatePreviewUrl(slug, homeUrl, themePreview, targets),
      }),
    [type, authors, avatarOf, homeUrl, themePreview, targets],
  );
  const { data, paginationInfo } = useMemo(
    () => filterSortAndPaginate(items ?? [], view, fields),
    [items, view, fields],
  );

  const onChangeView = (next: View) => {
    const split = splitView(next);
    setLocal(split.local);
    if (split.layout !== location.layout || split.activeView !== location.activeView) {
      navigate(
        { ...location, layout: split.layout, activeView: split.activeView },
        { replace: true },
      );
    }
  };

  return (
    <div className="atelier-manage-templates">
      <header className="atelier-manage-templates__header">
        <h2 className="atelier-manage-templates__title">{TITLES[type]}</h2>
        {type === 'wp_template' && isWide && items !== null && (
          <AddTemplateButton templates={items} />
        )}
        {type === 'wp_template_part' && items !== null && (
          <AddTemplatePartButton existingTitles={items.map((item) => item.title)} />
        )}
      </header>
      <RecordPresenceProvider kinds={PRESENCE_KINDS[type]}>
        <DataViews
          data={data}
          fields={fields}
          view={view}
          onChangeView={onChangeView}
          actions={actions}
          paginationInfo={paginationInfo}
          isLoading={isLoading}
          defaultLayouts={TEMPLATE_DEFAULT_LAYOUTS}
          searchLabel={`Search ${TITLES[type].toLowerCase()}`}
        />
      </RecordPresenceProvider>
    </div>
  );
}

export function ManageTemplatesList() {
  return <ManageTemplates type="wp_template" />;
}

export function ManageTemplatePartsList() {
  return <ManageTemplates type="wp_template_part" />;
}
