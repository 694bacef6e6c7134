import { useCallback, useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { RecordActionsMenu } from '../../components/record-details/RecordActionsMenu';
import { DetailsPanel, RecordDetails } from '../../components/record-details/RecordDetails';
import { useEntityRecordStatus } from '../../data/entities/entity-hooks';
import type { EntityRecord } from '../../data/entities/store-state';
import { featuredImage, pageFacts } from '../../domain/pages/page-facts';
import { type PageItem, pageTitle, toPageItem } from '../../domain/pages/page-item';
import { useFrontPageSettings } from '../../domain/pages/use-page-action-deps';
import { usePageActions } from '../../domain/pages/use-page-actions';
import { useParentTitle, useTemplateTitle } from './use-page-detail-names';
import './PageDetailsSidebar.css';

const PAGE_LIST = { path: '/page' };

/** The page's featured image (its medium size), read by attachment id. */
function FeaturedImage({ id }: { id: number }) {
  const { record } = useEntityRecordStatus('postType', 'attachment', id);
  const image = featuredImage(record);
  if (image === null) return null;
  return <img className="atelier-page-details__image" src={image.src} alt={image.alt} />;
}

function PageFacts({ page }: { page: PageItem }) {
  const { pageForPosts } = useFrontPageSettings();
  const templateTitle = useTemplateTitle(page.template);
  const parentTitle = useParentTitle(page.parent);
  const now = useMemo(() => new Date(), []);
  const facts = pageFacts(page, { postsPage: pageForPosts, templateTitle, parentTitle, now });
  return <DetailsPanel facts={facts} />;
}

/**
 * What page details show under the title (spec 2 §2): the public link (published pages only:
 * the site shows other pages to nobody), the featured image, the excerpt cut at three lines and
 * the Details panel.
 */
function PageDetails({ record }: { record: EntityRecord }) {
  const page = toPageItem(record);
  const excerpt = page.excerpt.trim();
  return (
    <>
      {page.status === 'publish' && page.link !== '' && (
        <a
          className="atelier-record-details__link"
          href={page.link}
          target="_blank"
          rel="noreferrer"
        >
          {page.link}
        </a>
      )}
      {page.featuredMedia !== 0 && <FeaturedImage id={page.featuredMedia} />}
      {excerpt !== '' && <p className="atelier-record-details__excerpt">{excerpt}</p>}
      <PageFacts page={page} />
    </>
  );
}

/** The details' 'Actions' menu: the page actions but Edit; after trashing, back to /page. */
function PageActions({ record }: { record: EntityRecord }) {
  const { navigate } = useRouter();
  const leave = useCallback(() => navigate(PAGE_LIST), [navigate]);
  const actions = usePageActions(leave);
  const page = toPageItem(record);
  return <RecordActionsMenu item={page} actions={actions} exclude={['edit-post']} />;
}

/** Spec 2 §2: /page/{postId}; a page that does not exist leads back to /page. */
export function PageDetailsSidebar() {
  return (
    <RecordDetails
      postType="page"
      screenTitle="Page"
      list={PAGE_LIST}
      onMissing={PAGE_LIST}
      oneLineTitle
      titleOf={(record) => pageTitle(toPageItem(record))}
      headerActions={(record) => <PageActions record={record} />}
    >
      {(record) => <PageDetails record={record} />}
    </RecordDetails>
  );
}
