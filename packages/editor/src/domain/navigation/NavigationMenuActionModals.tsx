import type { ActionModalProps } from '@atelier/dataviews';
import { type FormEvent, useState } from 'react';
import { FormButtons } from '../../components/name-form/FormButtons';
import { NameField } from '../../components/name-form/NameField';
import { menuDisplayTitle, type NavigationMenu } from './navigation-menu';
import { isValidMenuRename } from './navigation-naming';
import { menuDeleteConfirmation } from './navigation-notices';
import { runMenuRename } from './run-navigation-actions';
import { useNavigationMenuActionDeps } from './use-navigation-menu-action-deps';
import '../../components/name-form/name-form.css';

/**
 * Rename's dialog: the menu's Name; Save reads as disabled while the name is blank or unchanged
 * (spec 2 §5). As in WordPress the dialog closes on Save and the title changes at once; a failed
 * save puts it back and says why.
 */
export function RenameNavigationMenuModal({
  items,
  closeModal,
  onActionPerformed,
}: ActionModalProps<NavigationMenu>) {
  const deps = useNavigationMenuActionDeps();
  const [menu] = items;
  const [name, setName] = useState(menu?.title ?? '');
  if (menu === undefined) return null;
  const isValid = isValidMenuRename(name, menu.title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    closeModal();
    void runMenuRename(deps, menu, name.trim()).then((renamed) => {
      if (renamed) onActionPerformed([menu]);
    });
  };
  return (
    <form className="atelier-name-form" onSubmit={submit}>
      <NameField value={name} onChange={setName} placeholder="Navigation title" autoFocus />
      <FormButtons onCancel={closeModal} submitLabel="Save" disabled={!isValid} />
    </form>
  );
}

/** Delete's confirmation (the dialog adds Cancel and Delete). */
export function DeleteNavigationMenuConfirmation({ items }: ActionModalProps<NavigationMenu>) {
  const [menu] = items;
  if (menu === undefined) return null;
  return <p>{menuDeleteConfirmation(menuDisplayTitle(menu, menu.id))}</p>;
}
