import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { useBlocks } from '../../state/block-editor-hooks';
import { MenuItems } from './MenuItems';
import { navigationWrapperProps } from './navigation-wrapper';

/** The classes of a navigation block's default layout (flex), as the renderer writes them. */
const DEFAULT_LAYOUT = 'is-layout-flex wp-block-navigation-is-layout-flex';

/**
 * A navigation menu opened on its own (/navigation/wp_navigation/{id}): its items in a `<nav>`
 * like a navigation block with the default settings shows them, editable, with the appender at
 * the end in edit mode (instead of the paragraph appender of other records).
 */
export function MenuRecordRoot({ editing }: { editing: boolean }) {
  const store = useBlockEditorStore();
  const blocks = useBlocks(store.rootRef);
  const blockType = store.registry.get('core/navigation');
  const wrapper = blockType === undefined ? null : navigationWrapperProps(blockType, {});
  return (
    <nav
      {...wrapper}
      className={`${wrapper?.className ?? 'wp-block-navigation'} ${DEFAULT_LAYOUT}`}
    >
      <MenuItems
        navigationId=""
        items={blocks}
        owner={store.rootRef}
        parentId={null}
        menuRef={store.rootRef}
        alwaysEditing={editing}
      />
    </nav>
  );
}
