import type { Action, ActionModalProps } from '@atelier/dataviews';
import { NameForm } from '../../components/name-form/NameForm';
import { useEntityRecordStatus } from '../../data/entities/entity-hooks';
import {
  canMoveToTrash,
  canSetAsFrontPage,
  canSetAsPostsPage,
  type FrontPageSettings,
  isNotTrashed,
  isTrashed,
} from './page-eligibility';
import { type PageItem, toPageItem } from './page-item';
import {
  duplicateTitle,
  frontPageConfirmation,
  permanentDeleteConfirmation,
  postsPageConfirmation,
} from './page-notices';
import { type PageActionDeps, runBulkWrite, runDuplicate, runSetRole } from './run-page-actions';
import { useFrontPageSettings, usePageActionDeps } from './use-page-action-deps';

/** The stable ids of the page actions (spec 2 §5), as WordPress names them. */
export type PageActionId =
  | 'edit-post'
  | 'view-post'
  | 'duplicate-post'
  | 'set-as-front-page'
  | 'set-as-posts-page'
  | 'move-to-trash'
  | 'restore'
  | 'permanently-delete';

function PermanentDeleteConfirmation({ items }: ActionModalProps<PageItem>) {
  return <p>{permanentDeleteConfirmation(items)}</p>;
}

/** The page that holds a role now, by id (0: none), read through the store. */
function useCurrentPage(id: number): PageItem | null {
  const { record } = useEntityRecordStatus('postType', 'page', id > 0 ? id : null);
  return id > 0 && record !== undefined && record !== null ? toPageItem(record) : null;
}

/** The page shown on the front now: 0 when the front shows the latest posts. */
function currentFrontPage(settings: FrontPageSettings | null): number {
  return settings?.showOnFront === 'page' ? settings.pageOnFront : 0;
}

function FrontPageConfirmation({ items }: ActionModalProps<PageItem>) {
  const current = useCurrentPage(currentFrontPage(useFrontPageSettings()));
  const [page] = items;
  return page === undefined ? null : <p>{frontPageConfirmation(page, current)}</p>;
}

function PostsPageConfirmation({ items }: ActionModalProps<PageItem>) {
  const current = useCurrentPage(useFrontPageSettings().pageForPosts);
  const [page] = items;
  return page === undefined ? null : <p>{postsPageConfirmation(page, current)}</p>;
}

/** The Duplicate dialog: the form, and the copy made through the running editor. */
function DuplicatePageModal({ items, closeModal, onActionPerformed }: ActionModalProps<PageItem>) {
  const deps = usePageActionDeps();
  const [page] = items;
  if (page === undefined) return null;
  const onDuplicate = async (title: string) => {
    const created = await runDuplicate(deps, page, title);
    if (created) onActionPerformed([page]);
    return created;
  };
  // The Duplicate dialog (spec 2 §5): a Title prefilled '{title} (Copy)', Cancel and Duplicate.
  return (
    <NameForm
      label="Title"
      initialName={duplicateTitle(page)}
      submitLabel="Duplicate"
      allowBlank
      onSave={onDuplicate}
      onCancel={closeModal}
    />
  );
}

/** Set as homepage and Set as posts page; none without the site settings. */
function roleActions(deps: PageActionDeps, settings: FrontPageSettings | null): Action<PageItem>[] {
  if (settings === null) return [];
  return [
    {
      id: 'set-as-front-page',
      label: 'Set as homepage',
      modalHeader: 'Set as homepage',
      isEligible: (page) => canSetAsFrontPage(page, settings),
      RenderModal: FrontPageConfirmation,
      callback: async ([page], { onActionPerformed }) => {
        if (page !== undefined && (await runSetRole(deps, page, 'front'))) {
          onActionPerformed([page]);
        }
      },
    },
    {
      id: 'set-as-posts-page',
      label: 'Set as posts page',
      isEligible: (page) => canSetAsPostsPage(page, settings),
      RenderModal: PostsPageConfirmation,
      callback: async ([page], { onActionPerformed }) => {
        if (page !== undefined && (await runSetRole(deps, page, 'posts'))) {
          onActionPerformed([page]);
        }
      },
    },
  ];
}

/**
 * The actions on pages (spec 2 §5, WordPress's ids): Edit, View, Set as homepage, Set as posts
 * page, Duplicate, Move to Trash, Restore and Permanently delete. `settings` decides the two
 * 'Set as' actions (left out when the site settings cannot be read).
 */
export function createPageActions(
  deps: PageActionDeps,
  settings: FrontPageSettings | null,
): Action<PageItem>[] {
  return [
    {
      id: 'edit-post',
      label: 'Edit',
      isPrimary: true,
      isEligible: isNotTrashed,
      callback: ([page]) => page && deps.openInEditor(page),
    },
    {
      id: 'view-post',
      label: 'View',
      isEligible: (page) => isNotTrashed(page) && page.link !== '',
      callback: ([page]) => page && deps.viewOnSite(page),
    },
    ...roleActions(deps, settings),
    {
      id: 'duplicate-post',
      label: 'Duplicate',
      isEligible: isNotTrashed,
      RenderModal: DuplicatePageModal,
    },
    {
      id: 'move-to-trash',
      label: 'Move to Trash',
      isDestructive: true,
      supportsBulk: true,
      isEligible: canMoveToTrash,
      callback: async (pages, { onActionPerformed }) => {
        onActionPerformed(await runBulkWrite(deps, 'trash', pages));
      },
    },
    {
      id: 'restore',
      label: 'Restore',
      supportsBulk: true,
      isEligible: isTrashed,
      callback: async (pages, { onActionPerformed }) => {
        onActionPerformed(await runBulkWrite(deps, 'restore', pages));
      },
    },
    {
      id: 'permanently-delete',
      label: 'Permanently delete',
      isDestructive: true,
      supportsBulk: true,
      isEligible: isTrashed,
      RenderModal: PermanentDeleteConfirmation,
      callback: async (pages, { onActionPerformed }) => {
        onActionPerformed(await runBulkWrite(deps, 'deletePermanently', pages));
      },
    },
  ];
}
