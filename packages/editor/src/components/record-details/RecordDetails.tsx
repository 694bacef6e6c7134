import { type ReactNode, useEffect } from 'react';
import type { LocationTarget } from '../../app/location';
import { useRouter } from '../../app/Router';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import type { EntityRecord } from '../../data/entities/store-state';
import { errorMessage, errorStatus } from '../../data/error-message';
import { BackButton, SidebarScreen, SidebarText } from '../SidebarScreen';
import { currentRecordRef } from '../save/current-entity';
import { modifiedDate, type RecordFact, recordTitle } from './record-facts';
import './RecordDetails.css';

const MISSING = "You attempted to edit an item that doesn't exist. Perhaps it was deleted?";

export interface RecordDetailsProps {
  /** Post type of the route when the location does not name one. */
  postType: string;
  /** Title while the record is read or when it cannot be. */
  screenTitle: string;
  /** Where 'Back' leads: the record's list. */
  list: LocationTarget;
  /** The title of a record that was read. */
  titleOf?: (record: EntityRecord) => string;
  /** Keep the title on one line, cut with an ellipsis (page details). */
  oneLineTitle?: boolean;
  /** Where to go when the record does not exist; without it the screen says so. */
  onMissing?: LocationTarget;
  /** What the screen says when the record does not exist (a generic sentence by default). */
  missingText?: string;
  /**
   * The record to show when the location does not name it (the one menu /navigation shows in
   * place), and its own location, which Edit opens in edit mode.
   */
  shown?: { id: string; location: LocationTarget };
  /** Controls in the header beside the title (an actions menu). */
  headerActions?: (record: EntityRecord) => ReactNode;
  children?: (record: EntityRecord) => ReactNode;
}

/** The record the location is about (or the one given), read through the entity store. */
function useRoutedRecord(postType: string, shownId: string | undefined) {
  const { location } = useRouter();
  const ref = shownId === undefined ? currentRecordRef(location) : null;
  return useEntityRecord('postType', ref?.name ?? postType, shownId ?? ref?.id ?? null);
}

/** A details panel: a 'Details' heading over label/value rows. */
export function DetailsPanel({ facts }: { facts: readonly RecordFact[] }) {
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
export function RecordDetails({
  postType,
  screenTitle,
  list,
  titleOf = recordTitle,
  oneLineTitle = false,
  onMissing,
  missingText = MISSING,
  shown,
  headerActions,
  children,
}: RecordDetailsProps) {
  const { location, navigate } = useRouter();
  const { editedRecord, error, isResolving, hasResolved } = useRoutedRecord(postType, shown?.id);
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
              ? missingText
              : errorMessage(error, UNEXPECTED_ERROR)}
        </SidebarText>
      </SidebarScreen>
    );
  }
  return (
    <SidebarScreen
      title={titleOf(editedRecord)}
      back={back}
      oneLineTitle={oneLineTitle}
      actions={headerActions?.(editedRecord)}
    >
      <div className="atelier-record-details">
        <div className="atelier-record-details__toolbar">
          <button
            type="button"
            className="atelier-record-details__edit"
            onClick={() => navigate({ ...(shown?.location ?? location), canvas: 'edit' })}
          >
            Edit
          </button>
        </div>
        {/* A record known only from a list (a few fields) waits for its own read. */}
        {hasResolved ? (
          <>
            {children?.(editedRecord)}
            <ModifiedFooter record={editedRecord} />
          </>
        ) : (
          <SidebarText>Loading…</SidebarText>
        )}
      </div>
    </SidebarScreen>
  );
}
