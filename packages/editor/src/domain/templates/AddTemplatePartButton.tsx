import { useEffect, useState } from 'react';
import { useApiClient } from '../../data/ApiClientContext';
import { CreateTemplatePartModal } from './CreateTemplatePartModal';
import '../../ui/button.css';

const FALLBACK_LABEL = 'Add New Template Part';

/** The post type's own 'add new item' label (spec 1 §2.6), read once. */
function useAddNewLabel(): string {
  const client = useApiClient();
  const [label, setLabel] = useState(FALLBACK_LABEL);
  useEffect(() => {
    let live = true;
    client.get<unknown>('/wp/v2/types/wp_template_part?context=edit').then(
      (type) => {
        const labels =
          typeof type === 'object' && type !== null ? Reflect.get(type, 'labels') : undefined;
        const text =
          typeof labels === 'object' && labels !== null
            ? Reflect.get(labels, 'add_new_item')
            : undefined;
        if (live && typeof text === 'string' && text !== '') setLabel(text);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return label;
}

/** The template parts list's add-new button and its 'Create template part' modal. */
export function AddTemplatePartButton({ existingTitles }: { existingTitles: readonly string[] }) {
  const label = useAddNewLabel();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="atelier-button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <CreateTemplatePartModal existingTitles={existingTitles} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
