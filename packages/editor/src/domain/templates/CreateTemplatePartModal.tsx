import { DEFAULT_TEMPLATE_PART_AREA, TEMPLATE_PART_AREAS } from '@atelier/blocks';
import { type FormEvent, useState } from 'react';
import { useRouter } from '../../app/Router';
import { Modal } from '../../components/Modal/Modal';
import { FormButtons } from '../../components/name-form/FormButtons';
import { NameField } from '../../components/name-form/NameField';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { errorMessage } from '../../data/error-message';
import { templatePartSlug, uniqueTemplatePartTitle } from './template-part-naming';
import './CreateTemplatePartModal.css';

/** A part as it was created. */
export interface CreatedTemplatePart {
  /** `theme//slug`. */
  id: string;
  title: string;
}

export interface CreateTemplatePartFormProps {
  existingTitles: readonly string[];
  onClose: () => void;
  /** The name the field starts with (a duplicate's). */
  defaultTitle?: string;
  defaultArea?: string;
  /** The blocks the part holds (markup); empty by default. */
  content?: string;
  /** The submit button's label ('Create' by default). */
  confirmLabel?: string;
  /**
   * Runs once the part exists, instead of the default 'Template part created.' notice and the
   * opening of the part in the editor.
   */
  onCreated?: (created: CreatedTemplatePart) => void;
}

export interface CreateTemplatePartModalProps extends CreateTemplatePartFormProps {
  /** The dialog's heading ('Create template part' by default). */
  modalTitle?: string;
}

/**
 * 'Create template part' (spec 2 §4, §5): a required name and an area (General by default);
 * the part is created empty and opens in the editor.
 */
export function CreateTemplatePartModal({
  modalTitle = 'Create template part',
  ...form
}: CreateTemplatePartModalProps) {
  return (
    <Modal title={modalTitle} onClose={form.onClose}>
      <CreateTemplatePartForm {...form} />
    </Modal>
  );
}

/**
 * The body of the create dialog (also the Duplicate template part action's): the name gets a
 * numeric suffix when another part has it, the slug follows the title (spec 2 §5).
 */
export function CreateTemplatePartForm({
  existingTitles,
  onClose,
  defaultTitle = '',
  defaultArea = DEFAULT_TEMPLATE_PART_AREA,
  content = '',
  confirmLabel = 'Create',
  onCreated,
}: CreateTemplatePartFormProps) {
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  const [name, setName] = useState(defaultTitle);
  const [area, setArea] = useState(defaultArea);
  const [isSubmitting, setSubmitting] = useState(false);
  const isEmpty = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || isSubmitting) return;
    setSubmitting(true);
    const title = uniqueTemplatePartTitle(name, existingTitles);
    try {
      const record = await client.post<Record<string, unknown>>('/wp/v2/template-parts', {
        slug: templatePartSlug(title),
        title,
        content,
        area,
      });
      store.invalidate('postType', 'wp_template_part');
      const id = typeof record.id === 'string' ? record.id : '';
      if (onCreated !== undefined) {
        onCreated({ id, title });
        onClose();
        return;
      }
      createNotice('Template part created.', { status: 'success' });
      onClose();
      if (id !== '') navigate({ path: `/wp_template_part/${id}`, canvas: 'edit' });
    } catch (error) {
      createNotice(errorMessage(error, 'An error occurred while creating the template part.'), {
        status: 'error',
      });
      setSubmitting(false);
    }
  };

  return (
    <form className="atelier-create-part" onSubmit={submit}>
      <NameField value={name} onChange={setName} />
      <fieldset className="atelier-create-part__areas">
        <legend>Area</legend>
        {TEMPLATE_PART_AREAS.map((option) => (
          <label key={option.value} className="atelier-create-part__area">
            <input
              type="radio"
              name="area"
              value={option.value}
              checked={area === option.value}
              onChange={() => setArea(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <FormButtons
        onCancel={onClose}
        submitLabel={confirmLabel}
        disabled={isEmpty || isSubmitting}
      />
    </form>
  );
}
