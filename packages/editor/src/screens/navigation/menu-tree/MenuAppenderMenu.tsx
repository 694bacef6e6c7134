import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useState } from 'react';
import type { OpensOnArrival } from '../../../components/lazy-menu/LazyMenu';
import { PlusIcon } from '../../../ui/icons';
import { LinkItemDialog } from './LinkItemDialog';
import type { MenuAppenderProps } from './MenuAppender';
import { newItemAttributes } from './menu-item-attributes';
import { PageSearchDialog } from './PageSearchDialog';

type AddDialog = 'page' | 'link' | 'submenu';

/** The 'Add menu item' menu and its dialogs (`MenuAppender` loads them on first use). */
export function MenuAppenderMenu({
  actions,
  buttonRef,
  defaultOpen = false,
}: MenuAppenderProps & OpensOnArrival) {
  const menu = useMenuStore({ defaultOpen });
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
