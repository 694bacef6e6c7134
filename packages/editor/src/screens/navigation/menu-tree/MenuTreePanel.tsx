import { useMemo, useRef } from 'react';
import { editorBlockTypes } from '../../../canvas/block-types/editor-block-types';
import { BlockEditorProvider } from '../../../canvas/state/BlockEditorContext';
import { useBlocks } from '../../../canvas/state/block-editor-hooks';
import { createBlockEditorStore } from '../../../canvas/state/block-editor-store';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useEntityRecordStatus } from '../../../data/entities/entity-hooks';
import type { RecordRef } from '../../../data/entities/store-state';
import { MenuAppender } from './MenuAppender';
import { MenuTree } from './MenuTree';
import { menuStatus } from './menu-status';
import { useMenuBlockTypes } from './use-menu-block-types';
import { useMenuItemActions } from './use-menu-item-actions';
import './MenuTree.css';

function MenuTreeBody() {
  const actions = useMenuItemActions();
  const blocks = useBlocks();
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      {blocks.length === 0 ? (
        <p className="atelier-menu-tree__message">This Navigation Menu is empty.</p>
      ) : (
        <MenuTree actions={actions} onEmptied={() => addButton.current?.focus()} />
      )}
      <MenuAppender actions={actions} buttonRef={addButton} />
    </>
  );
}

/**
 * The tree's own block editor over the menu record (its edits are the menu's `blocks` edits),
 * with the editor's on-demand block types: it draws once the types the menu names are in.
 */
function MenuTreeEditor({ menuRef }: { menuRef: RecordRef }) {
  const registry = editorBlockTypes();
  const ready = useMenuBlockTypes(registry, menuRef);
  if (!ready) return <p className="atelier-menu-tree__message">Loading…</p>;
  return <MenuTreeStore menuRef={menuRef} />;
}

function MenuTreeStore({ menuRef }: { menuRef: RecordRef }) {
  const entityStore = useEntityStore();
  const registry = editorBlockTypes();
  const { kind, name, id } = menuRef;
  const store = useMemo(
    () => createBlockEditorStore({ entityStore, registry, rootRef: { kind, name, id } }),
    [entityStore, registry, kind, name, id],
  );
  return (
    <BlockEditorProvider store={store}>
      <MenuTreeBody />
    </BlockEditorProvider>
  );
}

/**
 * A navigation menu's items as an editable tree, for the sidebar of /navigation/wp_navigation/{id}
 * beside the canvas's preview of the menu. Edits go through the entity store like the canvas's
 * own: the menu becomes dirty (Save sends it), each is one undo step, and the preview follows.
 */
export function MenuTreePanel({ menuRef }: { menuRef: RecordRef }) {
  const { record, error } = useEntityRecordStatus(menuRef.kind, menuRef.name, menuRef.id);
  const status = menuStatus({ record, error });
  return (
    <div className="atelier-menu-tree">
      {status.kind === 'loading' && <p className="atelier-menu-tree__message">Loading…</p>}
      {status.kind === 'missing' && (
        <p className="atelier-menu-tree__message">Navigation Menu missing.</p>
      )}
      {status.kind === 'failed' && (
        <p className="atelier-menu-tree__message" role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'ready' && <MenuTreeEditor menuRef={menuRef} />}
    </div>
  );
}
