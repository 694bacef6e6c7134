import { type FormEvent, useState } from 'react';
import {
  type LinkSuggestion,
  linkOptions,
} from '../../../canvas/blocks/navigation/link-suggestions';
import { useLinkSuggestions } from '../../../canvas/blocks/navigation/use-link-suggestions';
import { htmlToText } from '../../../canvas/state/rich-text-attribute';
import { Modal } from '../../../components/Modal/Modal';
import { FormButtons } from '../../../components/name-form/FormButtons';
import { NameField } from '../../../components/name-form/NameField';
import {
  isLinkFormComplete,
  type LinkFormNeeds,
  type LinkFormValues,
} from './menu-item-attributes';
import { SuggestionCombobox } from './SuggestionCombobox';
import '../../../components/name-form/name-form.css';

const EMPTY: LinkFormValues = { label: '', url: '', picked: null };

export interface LinkItemDialogProps {
  title: string;
  submitLabel: string;
  /** What the form needs before it can be sent: an address (links) or a label (submenus). */
  needs: LinkFormNeeds;
  initial?: LinkFormValues;
  onSubmit(values: LinkFormValues): void;
  onClose(): void;
}

/**
 * A menu item's label and address in a dialog (add a custom link, a submenu, a submenu item;
 * edit an item). Typing in the URL field searches the site's pages and posts; picking one sets
 * the address (and the label, when it is blank); a typed address is offered first.
 */
export function LinkItemDialog({
  title,
  submitLabel,
  needs,
  initial = EMPTY,
  onSubmit,
  onClose,
}: LinkItemDialogProps) {
  const [values, setValues] = useState(initial);
  const [searching, setSearching] = useState(false);
  const { suggestions, isLoading } = useLinkSuggestions(values.url, searching);
  const options = searching ? linkOptions(values.url, suggestions) : [];
  const status = !searching
    ? null
    : isLoading
      ? 'Searching…'
      : options.length === 0
        ? 'No results'
        : null;
  const complete = isLinkFormComplete(values, needs);

  const pick = (option: LinkSuggestion) => {
    const isAddress = option.key === 'url';
    const title = isAddress ? '' : htmlToText(String(option.attributes.label ?? ''));
    setValues({
      label: values.label.trim() === '' ? title : values.label,
      url: option.url,
      picked: isAddress ? null : option,
    });
    setSearching(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    onSubmit(values);
    onClose();
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form className="atelier-name-form" onSubmit={submit}>
        <NameField
          label="Label"
          value={values.label}
          required={needs === 'label'}
          onChange={(label) => setValues({ ...values, label })}
        />
        <SuggestionCombobox
          label="URL"
          value={values.url}
          options={options}
          status={status}
          onChange={(url) => {
            setValues({ ...values, url, picked: null });
            setSearching(url.trim() !== '');
          }}
          onChoose={pick}
          onDismiss={() => setSearching(false)}
        />
        <FormButtons onCancel={onClose} submitLabel={submitLabel} disabled={!complete} />
      </form>
    </Modal>
  );
}
