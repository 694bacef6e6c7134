import { useState } from 'react';
import { Link } from '../../app/Link';
import { ChevronRightIcon } from '../../components/icons';
import {
  RecordPresenceProvider,
  RecordPresenceStack,
} from '../../components/presence/RecordPresence';
import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import { errorMessage } from '../../data/error-message';
import { DraftPageModal } from '../../domain/pages/DraftPageModal';
import { type PageItem, pageTitle } from '../../domain/pages/page-item';
import { IconButton } from '../../ui/IconButton';
import { PlusIcon } from '../../ui/icons';
import { PagesSidebarFooter } from './PagesSidebarFooter';
import type { PageNode } from './page-tree';
import { usePageList } from './use-page-list';
import './PagesSidebar.css';

/** Whose avatars the list shows: the people who have a page open. */
const PRESENCE_KINDS = ['page'];

/**
 * One page of the list: a link to its details, the avatars of whoever else has it open, its
 * children nested below it.
 */
function PageTreeItem({ node, depth }: { node: PageNode<PageItem>; depth: number }) {
  const { page, children } = node;
  return (
    <li className="atelier-sidebar-item">
      <div className="atelier-pages-sidebar__row">
        <Link
          to={{ path: `/page/${page.id}` }}
          className="atelier-sidebar-item__link atelier-pages-sidebar__link"
          style={{ paddingInlineStart: `${12 + depth * 16}px` }}
        >
          <span className="atelier-sidebar-item__label atelier-pages-sidebar__title">
            {pageTitle(page)}
          </span>
          <ChevronRightIcon />
        </Link>
        <RecordPresenceStack kind="page" id={page.id} />
      </div>
      {children.length > 0 && (
        <ul className="atelier-pages-sidebar__list" aria-label={`Pages under ${pageTitle(page)}`}>
          {children.map((child) => (
            <PageTreeItem key={child.page.id} node={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

function notListedText(count: number): string {
  return count === 1
    ? '1 more page is not listed here.'
    : `${count} more pages are not listed here.`;
}

/** The '+' of the header: 'Draft a new page' and its modal. */
function DraftPageButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Draft a new page"
        icon={<PlusIcon />}
        className="atelier-pages-sidebar__add"
        onClick={() => setOpen(true)}
      />
      {isOpen && <DraftPageModal onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Spec 2 §2: the Pages screen (/page). The front page first, the posts page second, then the
 * pages by menu order nested under their parents; the 404 and search templates and 'Manage all
 * pages' in the footer; 'Draft a new page' in the header.
 */
export function PagesSidebar() {
  const { tree, notListed, isLoading, error } = usePageList();
  return (
    <SidebarScreen
      title="Pages"
      back={<BackButton to={{ path: '/' }} />}
      actions={<DraftPageButton />}
    >
      <div className="atelier-pages-sidebar">
        {isLoading && <SidebarText>Loading…</SidebarText>}
        {error !== null && <SidebarText>{errorMessage(error, UNEXPECTED_ERROR)}</SidebarText>}
        {!isLoading && error === null && tree.length === 0 && (
          <SidebarText>No page found</SidebarText>
        )}
        {tree.length > 0 && (
          <RecordPresenceProvider kinds={PRESENCE_KINDS}>
            <ul className="atelier-pages-sidebar__list" aria-label="Pages">
              {tree.map((node) => (
                <PageTreeItem key={node.page.id} node={node} depth={0} />
              ))}
            </ul>
          </RecordPresenceProvider>
        )}
        {notListed > 0 && <SidebarText>{notListedText(notListed)}</SidebarText>}
        <PagesSidebarFooter />
      </div>
    </SidebarScreen>
  );
}
