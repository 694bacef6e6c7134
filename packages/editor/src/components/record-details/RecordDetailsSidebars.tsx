import { type ReactNode, useEffect } from 'react';
import type { LocationTarget } from '../../app/location';
import { useRouter } from '../../app/Router';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import type { EntityRecord } from '../../data/entities/store-state';
import { errorMessage, errorStatus } from '../../data/error-message';
import { BackButton, SidebarScreen, SidebarText } from '../SidebarScreen';
import { currentRecordRef } from '../save/current-entity';
import {
  menuLabel,
  modifiedDate,
  pageFacts,
  patternFacts,
  type RecordFact,
  recordTitle,
} from './record-facts';
import './RecordDetails.css';

const MISSING = "You attempted to edit an item that doesn't exist. Perhaps it was deleted?";

interface RecordDetailsProps {
  /** Post type of the route when the location does not name one. */
  postType: string;
  /** Title while the record is read or when it cannot be. */
  screenTitle: string;
  /** Where 'Back' leads: the record's list. */
  list: LocationTarget;
  /** The title of a record that was read. */
  titleOf?: (record: EntityRecord) => string;
  /** Where to go when the record does not exist; without it the screen says so. */
  onMissing?: LocationTarget;
  children?: (record: EntityRecord) => ReactNode;
}

/** The record the location is about, read through the entity store. */
function useRoutedRecord(postType: string) {
  const { location } = useRouter();
  const ref = currentRecordRef(location);
  return useEntityRecord('postType', ref?.name ?? postType, ref?.id ?? null);
}

function Facts({ facts }: { facts: readonly RecordFact[] }) {
  return (
    <section aria-label="Details">
      <h2 className="atelier-record-details__heading">Details</h2>
      <dl className="atelier-record-details__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="atelier-record-details__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ModifiedFooter({ record }: { record: EntityRecord }) {
  const date = modifiedDate(record);
  if (date === null) return null;
  return (
    <footer className="atelier-record-details__footer">
      Last modified{' '}
      <time dateTime={date.toISOString()}>
        {date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    </footer>
  );
}

/**
 * The details screen of one record opened at its own path: back to its list, its title, an Edit
 * button that opens the canvas in edit mode, what the type shows, and the last change.
 */
function RecordDetails({
  postType,
  screenTitle,
  list,
  titleOf = recordTitle,
  onMissing,
  children,
}: RecordDetailsProps) {
  const { location, navigate } = useRouter();
  const { editedRecord, error, isResolving } = useRoutedRecord(postType);
  const missing = error !== null && errorStatus(error) === 404;
  useEffect(() => {
    if (missing && onMissing !== undefined) navigate(onMissing, { replace: true });
  }, [missing, onMissing, navigate]);

  const back = <BackButton to={list} />;
  if (editedRecord === undefined) {
    return (
      <SidebarScreen title={screenTitle} back={back}>
        <SidebarText>
          {error === null
            ? isResolving && 'Loading…'
            : missing
              ? MISSING
              : errorMessage(error, UNEXPECTED_ERROR)}
        </SidebarText>
      </SidebarScreen>
    );
  }
  return (
    <SidebarScreen title={titleOf(editedRecord)} back={back}>
      <div className="atelier-record-details">
        <div className="atelier-record-details__toolbar">
          <button
            type="button"
            className="atelier-record-details__edit"
            onClick={() => navigate({ ...location, canvas: 'edit' })}
          >
            Edit
          </button>
        </div>
        {children?.(editedRecord)}
        <ModifiedFooter record={editedRecord} />
      </div>
    </SidebarScreen>
  );
}

function text(record: EntityRecord, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

function PageDetails({ page }: { page: EntityRecord }) {
  const { editedRecord: site } = useEntityRecord('root', 'site');
  const postsPageId = typeof site?.page_for_posts === 'number' ? site.page_for_posts : 0;
  const link = text(page, 'link');
  const excerpt = text(page, 'excerpt').trim();
  return (
    <>
      {link !== '' && (
        <a className="atelier-record-details__link" href={link} target="_blank" rel="noreferrer">
          {link}
        </a>
      )}
      {excerpt !== '' && <p className="atelier-record-details__excerpt">{excerpt}</p>}
      <Facts facts={pageFacts(page, postsPageId)} />
    </>
  );
}

const PAGE_LIST: LocationTarget = { path: '/page' };

/** Spec 2 §2: /page/{postId}; a page that does not exist leads back to /page. */
export function PageDetailsSidebar() {
  return (
    <RecordDetails postType="page" screenTitle="Page" list={PAGE_LIST} onMissing={PAGE_LIST}>
      {(page) => <PageDetails page={page} />}
    </RecordDetails>
  );
}

/** Spec 2 §2: /wp_template_part/{theme//slug}, back to the patterns and parts. */
export function TemplatePartDetailsSidebar() {
  return (
    <RecordDetails
      postType="wp_template_part"
      screenTitle="Template Part"
      list={{ path: '/patterns' }}
    >
      {(part) => {
        const description = text(part, 'description');
        return description === '' ? null : <SidebarText>{description}</SidebarText>;
      }}
    </RecordDetails>
  );
}

/** Spec 2 §2: /wp_block/{postId}, back to the patterns. */
export function PatternDetailsSidebar() {
  return (
    <RecordDetails postType="wp_block" screenTitle="Pattern" list={{ path: '/patterns' }}>
      {(pattern) => <Facts facts={patternFacts(pattern)} />}
    </RecordDetails>
  );
}

/** Spec 2 §2: /navigation/{postType}/{postId}, back to the menus. */
export function NavigationMenuSidebar() {
  return (
    <RecordDetails
      postType="wp_navigation"
      screenTitle="Navigation"
      list={{ path: '/navigation' }}
      titleOf={menuLabel}
    />
  );
}
