import { useState } from 'react';
import { useEntityRecordEdits, useEntityRecordStatus } from '../../data/entities/entity-hooks';
import { rawValue } from '../../data/entities/raw-values';
import type { RecordRef } from '../../data/entities/store-state';
import { usePreferences } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import { readPreference } from '../../data/preferences/preference-values';
import type { StartPattern } from '../../domain/templates/start-patterns';
import { StartPatternModal } from './StartPatternModal';
import { rememberSkip, wasSkipped } from './skipped-start-patterns';
import {
  guidesBefore,
  isStartable,
  offersStartPatterns,
  type StartPatternKind,
  startPatternKind,
} from './start-pattern-rules';
import { useStartPatternChoices } from './use-start-pattern-choices';

function textField(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Spec 1 §2.12: 'Choose a pattern' with Skip, for an empty template (or a new, empty draft page) with
 * no edits once the welcome guides are off. A choice fills the record (one undo step, saved with
 * Save); Skip leaves it empty and the modal does not come back for it.
 */
export function StartPatternOptions({ record }: { record: RecordRef }) {
  const kind = startPatternKind(record);
  return kind === null ? null : <StartPatternGate record={record} kind={kind} />;
}

function StartPatternGate({ record, kind }: { record: RecordRef; kind: StartPatternKind }) {
  const { record: saved } = useEntityRecordStatus(record.kind, record.name, record.id);
  const { hasEdits, edit } = useEntityRecordEdits(record.kind, record.name, record.id);
  // Without edits the content is the saved one: typing (edits) does not render the gate again.
  const content = hasEdits ? undefined : rawValue(saved?.content);
  const preferences = usePreferences();
  const [closed, setClosed] = useState(() => wasSkipped(record));
  const guidesOff = guidesBefore(kind).every(
    (name) => readPreference(preferences, EDIT_SITE_SCOPE, name) === false,
  );
  const open =
    saved !== null &&
    saved !== undefined &&
    isStartable(kind, saved.status) &&
    offersStartPatterns({ content, hasEdits, guidesOff, skipped: closed });
  if (!open) return null;
  const skip = () => {
    rememberSkip(record);
    setClosed(true);
  };
  return (
    <StartPatternChoices
      kind={kind}
      postType={record.name}
      slug={textField(saved.slug)}
      isCustom={saved.is_custom === true}
      onChoose={(pattern) => {
        edit({ content: pattern.content });
        setClosed(true);
      }}
      onSkip={skip}
    />
  );
}

/** The patterns offered for the record; no modal while there are none (or not known yet), as WordPress. */
function StartPatternChoices({
  onChoose,
  onSkip,
  ...subject
}: {
  kind: StartPatternKind;
  postType: string;
  slug: string;
  isCustom: boolean;
  onChoose(pattern: StartPattern): void;
  onSkip(): void;
}) {
  const choices = useStartPatternChoices(subject);
  if (choices === null || choices.length === 0) return null;
  return <StartPatternModal patterns={choices} onChoose={onChoose} onSkip={onSkip} />;
}
