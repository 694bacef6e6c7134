import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import type { Action, ModalAction } from '@atelier/dataviews';
import { getActionLabel, isActionEligible } from '@atelier/dataviews';
import { useState } from 'react';
import { Modal } from '../../components/Modal/Modal';
import { displayTitle, type TemplateItem } from './template-item';
import './TemplateActionsMenu.css';
import '../../ui/button.css';

interface OpenModal {
  action: ModalAction<TemplateItem>;
}

function ActionModal({
  action,
  item,
  onClose,
}: {
  action: ModalAction<TemplateItem>;
  item: TemplateItem;
  onClose: () => void;
}) {
  const [isBusy, setBusy] = useState(false);
  const { RenderModal, callback } = action;
  const label = getActionLabel(action, [item]);
  const confirm = async () => {
    if (callback === undefined || isBusy) return;
    setBusy(true);
    try {
      await callback([item], { onActionPerformed: () => undefined });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal title={action.modalHeader ?? label} onClose={onClose}>
      <RenderModal items={[item]} closeModal={onClose} onActionPerformed={() => undefined} />
      {callback !== undefined && (
        <div className="atelier-template-actions__buttons">
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

/**
 * The actions menu of the single template screen: the same actions as the manage list (minus
 * Edit, which has its own button), those eligible for this template.
 */
export function TemplateActionsMenu({
  item,
  actions,
}: {
  item: TemplateItem;
  actions: Action<TemplateItem>[];
}) {
  const menu = useMenuStore();
  const [open, setOpen] = useState<OpenModal | null>(null);
  const eligible = actions.filter(
    (action) => action.id !== 'edit' && isActionEligible(action, item),
  );
  if (eligible.length === 0) return null;
  const run = (action: Action<TemplateItem>) => {
    if (action.RenderModal !== undefined) {
      setOpen({ action });
      return;
    }
    void action.callback([item], { onActionPerformed: () => undefined });
  };
  return (
    <>
      <MenuButton
        store={menu}
        className="atelier-template-actions__button"
        aria-label={`Actions: ${displayTitle(item)}`}
      >
        ⋮
      </MenuButton>
      <Menu store={menu} gutter={4} className="atelier-template-actions__menu">
        {eligible.map((action) => (
          <MenuItem
            key={action.id}
            className={`atelier-template-actions__item${action.isDestructive ? ' is-destructive' : ''}`}
            onClick={() => run(action)}
          >
            {getActionLabel(action, [item])}
          </MenuItem>
        ))}
      </Menu>
      {open !== null && (
        <ActionModal action={open.action} item={item} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
