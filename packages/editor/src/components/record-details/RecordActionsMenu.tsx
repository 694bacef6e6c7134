import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import {
  type Action,
  getActionLabel,
  isActionEligible,
  type ModalAction,
} from '@atelier/dataviews';
import { useState } from 'react';
import { MoreVerticalIcon } from '../../ui/icons';
import type { OpensOnArrival } from '../lazy-menu/LazyMenu';
import { Modal } from '../Modal/Modal';
import './RecordActionsMenu.css';
import '../../ui/button.css';

interface ActionDialogProps<Item> {
  action: ModalAction<Item>;
  item: Item;
  onDone: (items: Item[]) => void;
  onClose: () => void;
}

/**
 * An action's dialog: its own form, or (with a callback) a confirmation with Cancel and a
 * button named after the action.
 */
function ActionDialog<Item>({ action, item, onDone, onClose }: ActionDialogProps<Item>) {
  const [isBusy, setBusy] = useState(false);
  const { RenderModal, callback } = action;
  const label = getActionLabel(action, [item]);
  const performed = (items: Item[]) => {
    onClose();
    onDone(items);
  };
  const confirm = async () => {
    if (callback === undefined || isBusy) return;
    setBusy(true);
    try {
      await callback([item], { onActionPerformed: performed });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal title={action.modalHeader ?? label} onClose={onClose}>
      <RenderModal items={[item]} closeModal={onClose} onActionPerformed={performed} />
      {callback !== undefined && (
        <div className="atelier-record-actions__buttons">
          <button type="button" className="atelier-button is-tertiary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`atelier-button${action.isDestructive ? ' is-destructive' : ''}`}
            aria-disabled={isBusy}
            onClick={confirm}
          >
            {label}
          </button>
        </div>
      )}
    </Modal>
  );
}

export interface RecordActionsMenuProps<Item> extends OpensOnArrival {
  item: Item;
  actions: readonly Action<Item>[];
  /** Actions left out (those the screen shows as buttons of their own, such as Edit). */
  exclude?: readonly string[];
  /** Called with the items once an action has been performed on them. */
  onActionPerformed?: (items: Item[]) => void;
  /** The menu button's name (default 'Actions'); a list of several records names the record. */
  label?: string;
}

/**
 * The 'Actions' (⋮) menu of a details screen: the actions eligible for its record; those with
 * a dialog open it.
 */
export function RecordActionsMenu<Item>({
  item,
  actions,
  exclude = [],
  onActionPerformed = () => undefined,
  label = 'Actions',
  defaultOpen = false,
}: RecordActionsMenuProps<Item>) {
  const menu = useMenuStore({ defaultOpen });
  const [open, setOpen] = useState<ModalAction<Item> | null>(null);
  const eligible = actions.filter(
    (action) => !exclude.includes(action.id) && isActionEligible(action, item),
  );
  if (eligible.length === 0) return null;
  const run = (action: Action<Item>) => {
    if (action.RenderModal !== undefined) {
      setOpen(action);
      return;
    }
    void action.callback([item], { onActionPerformed });
  };
  return (
    <>
      <MenuButton
        store={menu}
        className="atelier-record-actions__toggle"
        aria-label={label}
        title={label}
      >
        <MoreVerticalIcon />
      </MenuButton>
      {/* Closed, its items are not rendered: a screen's rows mount no menu until one opens. */}
      <Menu store={menu} gutter={4} unmountOnHide className="atelier-record-actions__menu">
        {eligible.map((action) => (
          <MenuItem
            key={action.id}
            className={`atelier-record-actions__item${action.isDestructive ? ' is-destructive' : ''}`}
            onClick={() => run(action)}
          >
            {getActionLabel(action, [item])}
          </MenuItem>
        ))}
      </Menu>
      {open !== null && (
        <ActionDialog
          action={open}
          item={item}
          onDone={onActionPerformed}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
