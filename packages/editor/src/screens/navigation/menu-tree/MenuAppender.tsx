import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { type Ref, useState } from 'react';
import { PlusIcon } from '../../../ui/icons';
import { LinkItemDialog } from './LinkItemDialog';
import { newItemAttributes } from './menu-item-attributes';
import { PageSearchDialog } from './PageSearchDialog';
import type { MenuItemActions } from './use-menu-item-actions';
import '../../../components/record-details/RecordActionsMenu.css';

type AddDialog = 'page' | 'link' | 'submenu';

/**
 * 'Add menu item' at the end of the tree: a page (search of the published pages), a custom link
 * (address and label) or a submenu (label, address optional), added at the end of the menu.
 */
export function MenuAppender({
  actions,
  buttonRef,
}: {
  actions: MenuItemActions;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const menu = useMenuStore();
  const [dialog, setDialog] = useState<AddDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <MenuButton ref={buttonRef} store={menu} className="atelier-menu-tree__add">
        <PlusIcon />
        Add menu item
      </MenuButton>
      {/* Closed, its items are not rendered: a screen's rows mount no menu until one opens. */}
      <Menu store={menu} gutter={4} unmountOnHide portal className="atelier-record-actions__menu">
        <MenuItem className="atelier-record-actions__item" onClick={() => setDialog('page')}>
          Page
        </MenuItem>
        <MenuItem className="atelier-record-actions__item" onClick={() => setDialog('link')}>
          Custom link
        </MenuItem>
        <MenuItem className="atelier-record-actions__item" onClick={() => setDialog('submenu')}>
          Submenu
        </MenuItem>
      </Menu>
      {dialog === 'page' && (
        <PageSearchDialog
          onChoose={(page) =>
            actions.append({ name: 'core/navigation-link', attributes: page.attributes })
          }
          onClose={close}
        />
      )}
      {dialog === 'link' && (
        <LinkItemDialog
          title="Add custom link"
          submitLabel="Add"
          needs="url"
          onSubmit={(values) =>
            actions.append({ name: 'core/navigation-link', attributes: newItemAttributes(values) })
          }
          onClose={close}
        />
      )}
      {dialog === 'submenu' && (
        <LinkItemDialog
          title="Add submenu"
          submitLabel="Add"
          needs="label"
          onSubmit={(values) =>
            actions.append({
              name: 'core/navigation-submenu',
              attributes: newItemAttributes(values),
            })
          }
          onClose={close}
        />
      )}
    </>
  );
}
