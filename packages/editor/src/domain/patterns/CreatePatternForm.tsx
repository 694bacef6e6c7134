import { type FormEvent, useId, useRef, useState } from 'react';
import { FormButtons } from '../../components/name-form/FormButtons';
import { NameField } from '../../components/name-form/NameField';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { errorMessage } from '../../data/error-message';
import { CategoryTokenField } from './CategoryTokenField';
import { categorySuggestions, planPatternCategories } from './pattern-category-plan';
import type { PatternSyncStatus } from './pattern-item';
import { patternCreateSuccess } from './pattern-notices';
import {
  type CreatedPattern,
  createPattern,
  refreshPatternLists,
  resolveCategorySteps,
} from './pattern-operations';
import { useCategoryChoices } from './use-category-choices';
import './CreatePatternForm.css';

/** Spec 2 §8: the create error when the server gives no reason. */
export const CREATE_PATTERN_ERROR = 'An error occurred while creating the pattern.';

export interface CreatePatternFormProps {
  onClose: () => void;
  /** The blocks the pattern holds (markup); empty by default. */
  content?: string;
  defaultTitle?: string;
  /** Category names chosen at the start (the person's terms or registered labels). */
  defaultCategories?: readonly string[];
  defaultSyncStatus?: PatternSyncStatus;
  /** Runs once the pattern exists (after the notice, before the form closes). */
  onCreated?: (created: CreatedPattern) => void;
  /** The submit button's label ('Create' by default; 'Duplicate' when copying). */
  confirmLabel?: string;
  /** The success notice; `patternCreateSuccess` by default. */
  successNotice?: (created: CreatedPattern) => string;
}

/**
 * The body of WordPress's 'Add pattern' dialog (spec 2 §4): a required Name, Categories (existing
 * or new), a Synced toggle, Cancel and Create. It creates the categories it needs, then the
 * pattern, and tells how it went.
 */
export function CreatePatternForm({
  onClose,
  content = '',
  defaultTitle = '',
  defaultCategories = [],
  defaultSyncStatus = 'full',
  onCreated,
  confirmLabel = 'Create',
  successNotice = (created) => patternCreateSuccess(created.title, created.syncStatus === 'full'),
}: CreatePatternFormProps) {
  const syncId = useId();
  const syncHelpId = useId();
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { terms, registered } = useCategoryChoices();
  const [name, setName] = useState(defaultTitle);
  const [categories, setCategories] = useState<string[]>([...defaultCategories]);
  const [draft, setDraft] = useState('');
  const [synced, setSynced] = useState(defaultSyncStatus === 'full');
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);
  const isEmpty = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || submitting.current) return;
    submitting.current = true;
    setSubmitting(true);
    try {
      const steps = planPatternCategories([...categories, draft], terms, registered);
      const categoryIds = await resolveCategorySteps(client, steps);
      const created = await createPattern(client, store, {
        title: name.trim(),
        content,
        syncStatus: synced ? 'full' : 'unsynced',
        categoryIds,
      });
      createNotice(successNotice(created), { status: 'success' });
      onCreated?.(created);
      onClose();
    } catch (error) {
      refreshPatternLists(store);
      createNotice(errorMessage(error, CREATE_PATTERN_ERROR), { status: 'error' });
      submitting.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form className="atelier-create-pattern" onSubmit={submit}>
      <NameField value={name} onChange={setName} placeholder="My pattern" />
      <CategoryTokenField
        value={categories}
        onChange={setCategories}
        draft={draft}
        onDraftChange={setDraft}
        suggestions={categorySuggestions(terms, registered)}
      />
      <div className="atelier-create-pattern__sync">
        <input
          id={syncId}
          type="checkbox"
          role="switch"
          checked={synced}
          aria-checked={synced}
          aria-describedby={syncHelpId}
          onChange={(event) => setSynced(event.target.checked)}
        />
        <label htmlFor={syncId}>Synced</label>
      </div>
      <p id={syncHelpId} className="atelier-create-pattern__help">
        Sync this pattern across multiple locations.
      </p>
      <FormButtons
        onCancel={onClose}
        submitLabel={confirmLabel}
        disabled={isEmpty || isSubmitting}
      />
    </form>
  );
}
