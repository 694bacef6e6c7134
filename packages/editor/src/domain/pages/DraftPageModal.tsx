import { type FormEvent, useId, useRef, useState } from 'react';
import { useRouter } from '../../app/Router';
import { Modal } from '../../components/Modal/Modal';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { errorMessage } from '../../data/error-message';
import { draftPageRecord } from './create-draft-page';
import './DraftPageModal.css';
import '../../ui/button.css';
import '../../ui/text-field.css';

/** Spec 2 §8: the snackbar when the draft could not be created (unless the server says why). */
export const CREATE_PAGE_ERROR = 'An error occurred while creating the page.';

interface DraftPageModalProps {
  onClose: () => void;
}

/**
 * 'Draft a new page' (spec 2 §2, §5, §7): a 'Page title' that may stay empty ('No title'); the
 * page is created as a draft and opens in the editor. A second submit while the first is on its
 * way does nothing, so one click (or Enter) makes one page.
 */
export function DraftPageModal({ onClose }: DraftPageModalProps) {
  const titleId = useId();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  const [title, setTitle] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setSubmitting(true);
    const draft = draftPageRecord(title);
    const result = await store.create('postType', 'page', draft);
    if (!result.ok) {
      createNotice(errorMessage(result.error, CREATE_PAGE_ERROR), { status: 'error' });
      submitting.current = false;
      setSubmitting(false);
      return;
    }
    createNotice(`"${draft.title}" successfully created.`, { status: 'success' });
    onClose();
    navigate({ path: `/page/${result.ref.id}`, canvas: 'edit' });
  };

  return (
    <Modal title="Draft a new page" onClose={onClose}>
      <form className="atelier-draft-page" onSubmit={submit}>
        <label htmlFor={titleId}>Page title</label>
        <input
          className="atelier-text-field"
          id={titleId}
          type="text"
          value={title}
          placeholder="No title"
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="atelier-draft-page__buttons">
          <button type="button" className="atelier-button is-tertiary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="atelier-button" aria-disabled={isSubmitting}>
            Create draft
          </button>
        </div>
      </form>
    </Modal>
  );
}
