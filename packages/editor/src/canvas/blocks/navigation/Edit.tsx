import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import { useEntityRecord } from '../../../data/entities/entity-hooks';
import type { RecordRef } from '../../../data/entities/store-state';
import { joinClasses } from '../../block-list/dom-props';
import { referencedEntity } from '../../commands/referenced-entity';
import {
  BlockOwnerProvider,
  useBlockEditorStore,
  useBlockOwner,
} from '../../state/BlockEditorContext';
import { useBlocks } from '../../state/block-editor-hooks';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';
import { MenuItems } from './MenuItems';
import { meaningfulBlocks } from './menu-runs';
import { NavigationOptionsProvider } from './NavigationOptions';
import { navigationWrapperProps } from './navigation-wrapper';

function MenuRecordItems({ navigationId, menuRef }: { navigationId: string; menuRef: RecordRef }) {
  const { record, error } = useEntityRecord(menuRef.kind, menuRef.name, menuRef.id);
  const blocks = useBlocks(menuRef);
  if (error !== null || record?.status === 'trash') return <span>Navigation Menu missing.</span>;
  if (record === undefined) return <span>Loading…</span>;
  return (
    <BlockOwnerProvider owner={menuRef}>
      <MenuItems
        navigationId={navigationId}
        items={blocks}
        owner={menuRef}
        parentId={null}
        menuRef={menuRef}
      />
    </BlockOwnerProvider>
  );
}

/**
 * `core/navigation` in the canvas, with the public `<nav>` markup. With a menu (`ref`): the
 * `wp_navigation` record's blocks, edited in place and owned by the menu (edits mark the menu
 * dirty). With items of its own: those, owned by the template or part. With neither: what the
 * public site shows (the newest menu, else the page list), as a preview; the block settings turn
 * it into a menu to edit.
 */
export function NavigationEdit(props: BlockEditProps) {
  const { block, rootProps } = props;
  const { registry } = useBlockEditorStore();
  const owner = useBlockOwner();
  const attributes = useMemo(() => blockAttributes(registry, block), [registry, block]);
  // The menu of `ref` as this block shows it (the theme argument only matters for template
  // parts): its items have client ids of their own here, even where another block shows it too.
  const menuRef = useMemo(() => referencedEntity(block, ''), [block]);
  const own = useMemo(() => meaningfulBlocks(block.innerBlocks), [block.innerBlocks]);
  const options = useMemo(
    () => ({ openSubmenusOnClick: attributes.openSubmenusOnClick === true }),
    [attributes.openSubmenusOnClick],
  );
  const blockType = registry.get('core/navigation');
  if (blockType === undefined || (menuRef === null && own.length === 0)) {
    return <DynamicBlockPreview {...props} />;
  }
  const wrapper = navigationWrapperProps(blockType, attributes);
  return (
    <nav
      {...wrapper}
      {...rootProps}
      className={joinClasses(wrapper.className, rootProps.className)}
    >
      <NavigationOptionsProvider value={options}>
        {menuRef !== null ? (
          <MenuRecordItems navigationId={block.clientId} menuRef={menuRef} />
        ) : (
          <MenuItems
            navigationId={block.clientId}
            items={own}
            owner={owner}
            parentId={block.clientId}
            menuRef={null}
          />
        )}
      </NavigationOptionsProvider>
    </nav>
  );
}
