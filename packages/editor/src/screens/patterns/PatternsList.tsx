import { DataViews } from '@atelier/dataviews';
import { useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { RecordPresenceProvider } from '../../components/presence/RecordPresence';
import { CategoryActionsMenu } from '../../domain/patterns/CategoryActionsMenu';
import { findCategory, type PatternCategory } from '../../domain/patterns/pattern-categories';
import type { PatternItem } from '../../domain/patterns/pattern-item';
import { categoryOfLocation, patternsListLocation } from '../../domain/patterns/pattern-location';
import { usePatternActions } from '../../domain/patterns/use-pattern-actions';
import { usePatternItems, useSidebarCategories } from '../../domain/patterns/use-pattern-items';
import { patternFields } from './pattern-fields';
import { PatternPreviewProvider } from './pattern-preview-context';
import { PATTERNS_DEFAULT_LAYOUTS, patternsPage } from './patterns-view';
import { usePatternsView } from './use-patterns-view';
import './PatternsList.css';

/** Whose avatars the rows show: people who have a user pattern open, or a template part. */
const PATTERN_PRESENCE = ['wp_block'];
const PART_PRESENCE = ['wp_template_part'];

function itemKey(item: PatternItem): string {
  return item.key;
}

/** The header's ⋮ menu (rename, delete) of a category the person made; after a delete, All patterns. */
function CategoryMenu({ category }: { category: PatternCategory }) {
  const { navigate } = useRouter();
  const { termId } = category;
  if (termId === undefined) return null;
  return (
    <CategoryActionsMenu
      category={{ ...category, termId }}
      onDeleted={() => navigate(patternsListLocation())}
    />
  );
}

/**
 * The Patterns list (/patterns, spec 2 §2): the location's category (a pattern category or a
 * template-part area) under a header with its label and description, as a data view — a grid of
 * live previews by default. Search ranks as spec 2 §5 says; filters, sort and paging are the
 * view's.
 */
export function PatternsList() {
  const { location } = useRouter();
  const category = categoryOfLocation(location);
  const { categoryType, categoryId } = category;
  const items = usePatternItems();
  const categories = useSidebarCategories(items);
  const { view, setView } = usePatternsView(`${categoryType}:${categoryId}`);
  const source = categoryType === 'wp_template_part' ? items.parts : items.patterns;
  const actions = usePatternActions();

  const authors = useMemo(
    () => [...new Set((items.parts ?? []).map((item) => item.authorText))].filter(Boolean).sort(),
    [items.parts],
  );
  const fields = useMemo(() => patternFields(categoryType, authors), [categoryType, authors]);
  const { data, paginationInfo } = useMemo(
    () => patternsPage(source ?? [], view, fields, { categoryType, categoryId }),
    [source, view, fields, categoryType, categoryId],
  );
  const shown =
    categories === null ? undefined : findCategory(categoryType, categoryId, categories);

  return (
    <div className="atelier-patterns-list">
      <header className="atelier-patterns-list__header">
        <div className="atelier-patterns-list__heading">
          <h2 className="atelier-patterns-list__title">{shown?.label ?? 'Patterns'}</h2>
          {shown !== undefined && <CategoryMenu category={shown} />}
        </div>
        {shown !== undefined && shown.description !== '' && (
          <p className="atelier-patterns-list__description">{shown.description}</p>
        )}
      </header>
      <PatternPreviewProvider rowsReady={source !== null}>
        <RecordPresenceProvider
          kinds={categoryType === 'wp_template_part' ? PART_PRESENCE : PATTERN_PRESENCE}
        >
          <DataViews
            data={data}
            fields={fields}
            view={view}
            onChangeView={setView}
            actions={actions}
            paginationInfo={paginationInfo}
            isLoading={source === null}
            getItemId={itemKey}
            defaultLayouts={PATTERNS_DEFAULT_LAYOUTS}
            searchLabel="Search patterns"
            emptyMessage="No results"
          />
        </RecordPresenceProvider>
      </PatternPreviewProvider>
    </div>
  );
}
