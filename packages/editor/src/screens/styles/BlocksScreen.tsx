import { createCoreRegistry } from '@atelier/blocks';
import { useDeferredValue, useMemo, useState } from 'react';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { SidebarText } from '../../components/SidebarScreen';
import { resultCountText, styledBlockTypes } from './block-list';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';
import './BlocksScreen.css';

/**
 * Blocks (`/blocks`, spec 3 §2): the block types with a style panel, core first, each a link to
 * its screen; the search is deferred and its result count announced.
 */
export function BlocksScreen() {
  const blockTypes = useMemo(() => createCoreRegistry().all(), []);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const shown = useMemo(() => styledBlockTypes(blockTypes, deferred), [blockTypes, deferred]);
  return (
    <StylesScreenFrame title="Blocks" screen={{ kind: 'blocks' }}>
      <input
        type="search"
        className="atelier-styles-blocks__search"
        aria-label="Search"
        placeholder="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="atelier-visually-hidden" role="status" aria-live="polite">
        {deferred.trim() === '' ? '' : resultCountText(shown.length)}
      </div>
      {shown.length === 0 ? (
        <SidebarText>No blocks found.</SidebarText>
      ) : (
        <ul className="atelier-styles__list">
          {shown.map((blockType) => (
            <SidebarNavigationItem
              key={blockType.name}
              to={stylesTarget({ kind: 'block', name: blockType.name })}
              label={blockType.title}
            />
          ))}
        </ul>
      )}
    </StylesScreenFrame>
  );
}
