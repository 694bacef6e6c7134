import { useEntityRecords } from '../../../data/entities/entity-hooks';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { useInspectedBlockState } from '../../inspector/inspected-block';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { withClientIds } from '../../state/editor-block';
import { replaceBlocks } from '../../state/replace-blocks';
import { ancestorIds, findBlock } from '../../state/tree';
import { fallbackMenuId } from '../navigation/fallback-menu';
import { meaningfulBlocks } from '../navigation/menu-runs';
import { usePageMenu } from '../navigation/use-page-menu';

/** All the menus, to find the newest published one the block falls back to (as the public site does). */
const MENUS_QUERY = { per_page: -1 };

const PAGE_LIST_HELP =
  'This navigation lists your site’s pages automatically. Edit it to rename, add, remove or ' +
  'reorder its items: it becomes a menu, and new pages are no longer added by themselves.';
const MENU_PAGE_LIST_HELP =
  'This page list shows your site’s pages automatically. Edit it to rename, remove or reorder ' +
  'them: each page becomes a link of the menu, and new pages are no longer added by themselves.';

/**
 * A navigation block without a menu and without items shows the newest menu, else the page list
 * (as the public site does). 'Edit' makes that editable in place: the newest menu becomes the
 * block's menu; otherwise a new menu is made of one link per page and becomes the block's menu.
 * Setting `ref` is an ordinary change of the template or part (one undo step).
 */
function NavigationFallbackEdit({ update }: Pick<BlockControlProps, 'update'>) {
  const menus = useEntityRecords('postType', 'wp_navigation', MENUS_QUERY);
  const pageMenu = usePageMenu();
  const [busy, setBusy] = useInspectedBlockState(() => false);
  const [error, setError] = useInspectedBlockState<string | null>(() => null);
  if (menus.records === null) return null;
  const fallback = fallbackMenuId(menus.records);
  const edit = async () => {
    if (fallback !== null) {
      update({ ref: fallback });
      return;
    }
    setBusy(true);
    setError(null);
    const result = await pageMenu.createMenu();
    setBusy(false);
    if (result.ok) update({ ref: result.id });
    else setError(result.message);
  };
  return (
    <PanelSection title={fallback === null ? 'Page list' : 'Menu items'}>
      <p className="atelier-inspector__help">
        {fallback === null
          ? PAGE_LIST_HELP
          : 'No menu is chosen, so this navigation shows the site’s newest menu. Edit it to change its items in place.'}
      </p>
      <button
        type="button"
        disabled={busy || (fallback === null && !pageMenu.ready)}
        onClick={() => void edit()}
      >
        Edit
      </button>
      {error !== null && <p role="alert">{error}</p>}
    </PanelSection>
  );
}

/**
 * A page list inside a menu (the navigation fallback menu holds one): 'Edit' puts one link per
 * page in its place, as WordPress does.
 */
function PageListEdit({ block, owner, attributes }: BlockControlProps) {
  const store = useBlockEditorStore();
  const pageMenu = usePageMenu();
  const blocks = store.stateOf(owner).blocks;
  const inMenu =
    owner.name === 'wp_navigation' ||
    ancestorIds(blocks, block.clientId).some(
      (id) => findBlock(blocks, id)?.name === 'core/navigation',
    );
  if (!inMenu) return null;
  const parent = typeof attributes.parentPageID === 'number' ? attributes.parentPageID : 0;
  const edit = () => {
    const items = pageMenu.items(parent).map(withClientIds);
    store.run(replaceBlocks, { clientIds: [block.clientId], blocks: items }, owner);
  };
  return (
    <PanelSection title="Page list">
      <p className="atelier-inspector__help">{MENU_PAGE_LIST_HELP}</p>
      <button type="button" disabled={!pageMenu.ready} onClick={edit}>
        Edit
      </button>
    </PanelSection>
  );
}

/** 'Edit' for what shows the page list automatically: a navigation without a menu, a page list. */
export function NavigationPagesSettings(props: BlockControlProps) {
  const { block, attributes, update } = props;
  if (block.name === 'core/page-list') return <PageListEdit {...props} />;
  const hasMenu =
    typeof attributes.ref === 'number' || meaningfulBlocks(block.innerBlocks).length > 0;
  return hasMenu ? null : <NavigationFallbackEdit update={update} />;
}
