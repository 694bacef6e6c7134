import { Link } from '../../app/Link';
import { useRouter } from '../../app/Router';
import { ChevronRightIcon } from '../../components/icons';
import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';
import { AddPatternMenu } from '../../domain/patterns/AddPatternMenu';
import {
  MY_PATTERNS,
  type PatternCategory,
  type PatternCategoryType,
} from '../../domain/patterns/pattern-categories';
import { categoryOfLocation, patternsListLocation } from '../../domain/patterns/pattern-location';
import { usePatternItems, useSidebarCategories } from '../../domain/patterns/use-pattern-items';
import './PatternsSidebar.css';

interface CategoryItemProps {
  category: PatternCategory;
  type: PatternCategoryType;
  isCurrent: boolean;
}

/** One category of the sidebar: a link to its list, with the number of items in it. */
function CategoryItem({ category, type, isCurrent }: CategoryItemProps) {
  return (
    <li className="atelier-sidebar-item">
      <Link
        to={patternsListLocation(type, category.name)}
        className="atelier-sidebar-item__link"
        aria-current={isCurrent ? 'page' : undefined}
      >
        <span className="atelier-sidebar-item__label">{category.label}</span>{' '}
        <span className="atelier-patterns-sidebar__count">{category.count}</span>
      </Link>
    </li>
  );
}

function CategoryList({
  label,
  type,
  categories,
  current,
}: {
  label: string;
  type: PatternCategoryType;
  categories: readonly PatternCategory[];
  current: { categoryType: PatternCategoryType; categoryId: string };
}) {
  return (
    <ul className="atelier-patterns-sidebar__list" aria-label={label}>
      {categories.map((category) => (
        <CategoryItem
          key={category.name}
          category={category}
          type={type}
          isCurrent={current.categoryType === type && current.categoryId === category.name}
        />
      ))}
    </ul>
  );
}

/**
 * The footer: 'Manage all of my patterns' (Atelier has no classic pattern list: My patterns in a
 * table, see docs/decisions.md) and 'Manage all template parts'.
 */
function PatternsSidebarFooter() {
  return (
    <footer className="atelier-patterns-sidebar__footer">
      <Link
        to={{ ...patternsListLocation('pattern', MY_PATTERNS), layout: 'table' }}
        className="atelier-sidebar-item__link"
      >
        <span className="atelier-sidebar-item__label">Manage all of my patterns</span>
        <ChevronRightIcon />
      </Link>
      <Link to={{ path: '/wp_template_part/all' }} className="atelier-sidebar-item__link">
        <span className="atelier-sidebar-item__label">Manage all template parts</span>
        <ChevronRightIcon />
      </Link>
    </footer>
  );
}

/**
 * The Patterns screen's sidebar (spec 2 §2): 'My patterns', the template-part areas, 'All
 * patterns' and every category that holds a pattern, each with its count; the current one marked.
 */
export function PatternsSidebar() {
  const { location } = useRouter();
  const current = categoryOfLocation(location);
  const categories = useSidebarCategories(usePatternItems());
  return (
    <SidebarScreen
      title="Patterns"
      back={<BackButton to={{ path: '/' }} />}
      actions={
        <AddPatternMenu
          categoryId={current.categoryType === 'pattern' ? current.categoryId : undefined}
        />
      }
    >
      <div className="atelier-patterns-sidebar">
        <SidebarText>Manage what patterns are available when editing the site.</SidebarText>
        {categories === null ? (
          <SidebarText>Loading…</SidebarText>
        ) : (
          <>
            <CategoryList
              label="My patterns"
              type="pattern"
              categories={[categories.mine]}
              current={current}
            />
            <CategoryList
              label="Template parts"
              type="wp_template_part"
              categories={categories.areas}
              current={current}
            />
            <CategoryList
              label="Pattern categories"
              type="pattern"
              categories={categories.patterns}
              current={current}
            />
          </>
        )}
        <PatternsSidebarFooter />
      </div>
    </SidebarScreen>
  );
}
