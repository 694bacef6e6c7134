import { useState } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import {
  ALREADY_APPLIED_MESSAGE,
  applyRevisionConfirmation,
  applyRevisionLabel,
  type CurrentStyles,
  canApplyRevision,
  isRevisionApplied,
  revisionEdit,
} from './apply-revision';
import { type ChangeSummaryOptions, changeSummary } from './change-summary';
import type { RevisionEntry } from './revision-entries';
import { revisionTimeLabel } from './revision-time';
import '../../../ui/button.css';
import './RevisionsList.css';

export interface RevisionsListProps {
  /** One page's entries (`revisionsPage`). */
  entries: readonly RevisionEntry[];
  /** The selected entry; the first one when none is given (spec 3 §4). */
  selectedId?: RevisionEntry['id'];
  onSelect(entry: RevisionEntry): void;
  /** The user's styles and settings as edited now. */
  current: CurrentStyles;
  hasUnsavedEdits: boolean;
  /** Receives the edit that replaces the user's styles and settings. */
  onApply(edit: CurrentStyles): void;
  now: Date;
  blockTitle?: ChangeSummaryOptions['blockTitle'];
}

function entryName(entry: RevisionEntry): string {
  if (entry.id === 'unsaved') return 'Unsaved changes';
  if (entry.id === 'parent') return 'Default styles';
  return entry.authorName ?? 'Unknown author';
}

/** Under the selected entry: that it is in use already, or its Apply button when it may be applied. */
function SelectedAction({
  entry,
  current,
  onApply,
}: {
  entry: RevisionEntry;
  current: CurrentStyles;
  onApply(): void;
}) {
  if (isRevisionApplied(entry, current)) {
    return <p className="atelier-revisions__applied">{ALREADY_APPLIED_MESSAGE}</p>;
  }
  if (!canApplyRevision(entry, current)) return null;
  return (
    <button type="button" className="atelier-button atelier-revisions__apply" onClick={onApply}>
      {applyRevisionLabel(entry)}
    </button>
  );
}

/**
 * The Revisions list (spec 3 §2 /revisions): each entry with its author's avatar, name, time and
 * what it changed from the entry below it; the selected one offers Apply (or 'Reset to defaults'),
 * asking first when unsaved edits would be lost.
 */
export function RevisionsList({
  entries,
  selectedId,
  onSelect,
  current,
  hasUnsavedEdits,
  onApply,
  now,
  blockTitle,
}: RevisionsListProps) {
  const [confirming, setConfirming] = useState<RevisionEntry | null>(null);
  const selected = entries.find((entry) => entry.id === selectedId) ?? entries[0];
  const apply = (entry: RevisionEntry) => {
    if (applyRevisionConfirmation(hasUnsavedEdits) !== null) setConfirming(entry);
    else onApply(revisionEdit(entry, current));
  };
  return (
    <>
      <ol className="atelier-revisions">
        {entries.map((entry, index) => {
          const isSelected = entry === selected;
          const older = entries[index + 1];
          const changes =
            older !== undefined && entry.id !== 'parent'
              ? changeSummary(entry, older, { blockTitle })
              : [];
          return (
            <li
              key={entry.id}
              className={`atelier-revisions__item${isSelected ? ' is-selected' : ''}`}
            >
              <button
                type="button"
                className="atelier-revisions__select"
                aria-current={isSelected ? 'true' : undefined}
                onClick={() => onSelect(entry)}
              >
                {entry.avatarUrl ? (
                  <img
                    className="atelier-revisions__avatar"
                    src={entry.avatarUrl}
                    alt=""
                    width={48}
                    height={48}
                  />
                ) : null}
                <span className="atelier-revisions__name">{entryName(entry)}</span>
                {entry.modifiedGmt ? (
                  <time className="atelier-revisions__time" dateTime={`${entry.modifiedGmt}Z`}>
                    {revisionTimeLabel(entry.modifiedGmt, now)}
                  </time>
                ) : null}
                {changes.length > 0 ? (
                  <span className="atelier-revisions__changes">{changes.join(', ')}</span>
                ) : null}
              </button>
              {isSelected ? (
                <SelectedAction entry={entry} current={current} onApply={() => apply(entry)} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {confirming ? (
        <Modal title={applyRevisionLabel(confirming)} onClose={() => setConfirming(null)}>
          <p>{applyRevisionConfirmation(true)}</p>
          <div className="atelier-revisions__confirm-buttons">
            <button
              type="button"
              className="atelier-button is-tertiary"
              onClick={() => setConfirming(null)}
            >
              Cancel
            </button>
            <button
              type="button"
              className="atelier-button"
              onClick={() => {
                setConfirming(null);
                onApply(revisionEdit(confirming, current));
              }}
            >
              {applyRevisionLabel(confirming)}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
