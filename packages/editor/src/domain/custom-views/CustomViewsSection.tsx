import type { View } from '@atelier/dataviews';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useRouter } from '../../app/Router';
import { Modal } from '../../components/Modal/Modal';
import { NameForm } from '../../components/name-form/NameForm';
import { useNotices } from '../../components/notices/NoticesProvider';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { errorMessage } from '../../data/error-message';
import { activeCustomViewId } from './active-custom-view';
import { CustomViewActionsMenu } from './CustomViewActionsMenu';
import type { CustomViewItem } from './custom-views-query';
import { DeleteCustomViewDialog } from './DeleteCustomViewDialog';
import { useCustomView } from './use-custom-view';
import { useCustomViews } from './use-custom-views';
import './CustomViewsSection.css';

interface CustomViewsSectionProps {
  /** The list the views belong to (the `wp_dataviews_type` term): `page`, … */
  viewType: string;
  /** The in-app path of the list (`/pages`). */
  path: string;
  /** The list's default view: what a new view starts as, and what a broken one shows. */
  defaultView: View;
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'rename'; view: CustomViewItem }
  | { kind: 'delete'; view: CustomViewItem };

/**
 * Tells once per view when the open custom view cannot be used: its stored JSON could not be read
 * (the default view shows, the view stays open so it can be renamed or deleted), or it no longer
 * exists (back to the default view).
 */
function useUnusableViewNotice(id: number | null, path: string, defaultView: View) {
  const { status, title } = useCustomView(id, defaultView);
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  const told = useRef(new Set<number>());
  useEffect(() => {
    if (id === null || told.current.has(id)) return;
    if (status === 'broken') {
      told.current.add(id);
      createNotice(`The view "${title}" could not be read. The default view is shown instead.`, {
        status: 'warning',
      });
    } else if (status === 'missing') {
      told.current.add(id);
      createNotice('The view could not be found. The default view is shown instead.', {
        status: 'warning',
      });
      navigate({ path }, { replace: true });
    }
  }, [id, status, title, path, createNotice, navigate]);
}

/**
 * The custom views of a list in its data-view sidebar (spec 2 §4), under the built-in views: one
 * link per view of the current person (the open one marked), 'Add new view', and a ⋮ menu per
 * view with Rename and Delete. Failures show the server's message as a snackbar.
 */
export function CustomViewsSection({ viewType, path, defaultView }: CustomViewsSectionProps) {
  const headingId = useId();
  const location = useLocation();
  const { navigate } = useRouter();
  const { createNotice } = useNotices();
  const { views, create, rename, remove } = useCustomViews(viewType);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const activeId = activeCustomViewId(location);
  useUnusableViewNotice(activeId, path, defaultView);
  const close = () => setDialog(null);

  const onCreate = async (name: string) => {
    const created = await create(name, defaultView);
    if (!created.ok) {
      createNotice(
        errorMessage(created.error, 'An error occurred while creating the view.'),
        'error',
      );
      return false;
    }
    close();
    navigate({ path, activeView: String(created.value), isCustom: true });
    return true;
  };
  const onRename = (view: CustomViewItem) => async (name: string) => {
    const renamed = await rename(view.id, name);
    if (!renamed.ok) {
      createNotice(
        errorMessage(renamed.error, 'An error occurred while renaming the view.'),
        'error',
      );
      return false;
    }
    close();
    return true;
  };
  const onDelete = async (view: CustomViewItem) => {
    const deleted = await remove(view.id);
    if (!deleted.ok) {
      createNotice(
        errorMessage(deleted.error, 'An error occurred while deleting the view.'),
        'error',
      );
      return false;
    }
    if (view.id === activeId) navigate({ path });
    return true;
  };

  return (
    <section className="atelier-custom-views" aria-labelledby={headingId}>
      <h2 id={headingId} className="atelier-custom-views__heading">
        Custom Views
      </h2>
      {views.length > 0 && (
        <ul className="atelier-custom-views__list" aria-labelledby={headingId}>
          {views.map((view) => (
            <SidebarNavigationItem
              key={view.id}
              to={{ path, activeView: String(view.id), isCustom: true }}
              label={view.title}
              isCurrent={view.id === activeId}
              suffix={
                <CustomViewActionsMenu
                  view={view}
                  onRename={(target) => setDialog({ kind: 'rename', view: target })}
                  onDelete={(target) => setDialog({ kind: 'delete', view: target })}
                />
              }
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="atelier-custom-views__add"
        onClick={() => setDialog({ kind: 'add' })}
      >
        Add new view
      </button>
      {dialog?.kind === 'add' && (
        <Modal title="Add new view" onClose={close}>
          <NameForm
            initialName=""
            submitLabel="Create"
            autoFocus
            onSave={onCreate}
            onCancel={close}
          />
        </Modal>
      )}
      {dialog?.kind === 'rename' && (
        <Modal title="Rename" onClose={close}>
          <NameForm
            initialName={dialog.view.title}
            submitLabel="Save"
            autoFocus
            onSave={onRename(dialog.view)}
            onCancel={close}
          />
        </Modal>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCustomViewDialog view={dialog.view} onConfirm={onDelete} onClose={close} />
      )}
    </section>
  );
}
