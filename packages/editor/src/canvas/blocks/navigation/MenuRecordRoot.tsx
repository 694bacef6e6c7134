import { layoutClasses } from '@atelier/blocks';
import { joinClasses } from '../../block-list/dom-props';
import { useRegisteredType } from '../../block-types/use-block-types';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { useBlocks } from '../../state/block-editor-hooks';
import { MenuItems } from './MenuItems';
import { navigationWrapperProps } from './navigation-wrapper';

/**
 * A navigation menu opened on its own (/navigation/wp_navigation/{id}): its items in a `<nav>`
 * like a navigation block with the default settings shows them, editable, with the appender at
 * the end in edit mode (instead of the paragraph appender of other records).
 */
export function MenuRecordRoot({ editing }: { editing: boolean }) {
  const store = useBlockEditorStore();
  const blocks = useBlocks(store.rootRef);
  // The navigation block's type may still be loading: its wrapper (name, classes) waits for it.
  const { type: blockType, pending } = useRegisteredType(store.registry, 'core/navigation');
  if (pending) return null;
  const wrapper = blockType === undefined ? null : navigationWrapperProps(blockType, {});
  // The default layout's classes (flex), as the renderer writes them.
  const layout = blockType === undefined ? [] : layoutClasses(blockType, {});
  return (
    <nav
      {...wrapper}
      className={joinClasses(wrapper?.className ?? 'wp-block-navigation', ...layout)}
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
