import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useState } from 'react';
import { Modal } from '../../components/Modal/Modal';
import { NameForm } from '../../components/name-form/NameForm';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { MoreVerticalIcon } from '../../ui/icons';
import type { PatternCategory } from './pattern-categories';
import { categoryNameTaken, categoryRenameFailure } from './pattern-category-rename';
import { categoryDeleteConfirmation, categoryDeleteFailure } from './pattern-notices';
import { deletePatternCategory, renamePatternCategory } from './pattern-operations';
import { useCategoryChoices } from './use-category-choices';
import '../../components/record-details/RecordActionsMenu.css';
import '../../ui/button.css';

/** A person's category: one with a term behind it. */
export type UserPatternCategory = PatternCategory & { termId: number };

type Dialog = 'rename' | 'delete' | null;

/**
 * The ⋮ menu of a person's pattern category in the list header (spec 2 §2): Rename (a required
 * name no other category has) and Delete (confirmed; the patterns stay), then `onDeleted`.
 */
export function CategoryActionsMenu({
  category,
  onDeleted,
}: {
  category: UserPatternCategory;
  onDeleted: () => void;
}) {
  const menu = useMenuStore();
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { terms, registered } = useCategoryChoices();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isDeleting, setDeleting] = useState(false);
  const close = () => setDialog(null);

  const rename = async (name: string) => {
    if (name === category.label) return true;
    try {
      await renamePatternCategory(store, category.termId, name);
      createNotice('Pattern category renamed.', { status: 'success' });
      return true;
    } catch (error) {
      createNotice(categoryRenameFailure(error), { status: 'error' });
      return false;
    }
  };

  const remove = async () => {
    if (isDeleting) return;
    setDeleting(true);
    try {
      await deletePatternCategory(client, store, category.termId);
      createNotice(`"${category.label}" deleted.`, { status: 'success' });
      close();
      onDeleted();
    } catch (error) {
      createNotice(categoryDeleteFailure(error), { status: 'error' });
      close();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <MenuButton
        store={menu}
        className="atelier-record-actions__toggle"
        aria-label="Actions"
        title="Actions"
      >
        <MoreVerticalIcon />
      </MenuButton>
      {/* Closed, its items are not rendered: a screen's rows mount no menu until one opens. */}
      <Menu store={menu} gutter={4} unmountOnHide className="atelier-record-actions__menu">
        <MenuItem className="atelier-record-actions__item" onClick={() => setDialog('rename')}>
          Rename
        </MenuItem>
        <MenuItem
          className="atelier-record-actions__item is-destructive"
          onClick={() => setDialog('delete')}
        >
          Delete
        </MenuItem>
      </Menu>
      {dialog === 'rename' && (
        <Modal title="Rename" onClose={close}>
          <NameForm
            initialName={category.label}
            onSave={rename}
            onCancel={close}
            validate={(name) =>
              categoryNameTaken(name, category.termId, terms, registered)
                ? 'This category already exists. Please use a different name.'
                : null
            }
          />
        </Modal>
      )}
      {dialog === 'delete' && (
        <Modal title="Delete" onClose={close}>
          <p>{categoryDeleteConfirmation(category.label)}</p>
          <div className="atelier-record-actions__buttons">
            <button type="button" className="atelier-button is-tertiary" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className="atelier-button is-destructive"
              aria-disabled={isDeleting}
              onClick={() => void remove()}
            >
              Delete
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
