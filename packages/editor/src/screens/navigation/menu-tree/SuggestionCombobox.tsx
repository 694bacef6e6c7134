import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import {
  LinkSuggestionList,
  suggestionOptionId,
} from '../../../canvas/blocks/navigation/LinkSuggestionList';
import type { LinkSuggestion } from '../../../canvas/blocks/navigation/link-suggestions';
import { linkPopoverKey } from '../../../canvas/toolbar/LinkPopoverKeys';
import '../../../ui/text-field.css';

export interface SuggestionComboboxProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The results shown under the field (none: the list is closed). */
  options: readonly LinkSuggestion[];
  /** 'Searching…', 'No results' or null, read out as the list changes. */
  status: string | null;
  onChoose(option: LinkSuggestion): void;
  /** Escape with the list open: close it (the dialog around stays open). */
  onDismiss(): void;
}

/**
 * A labelled field with a list of search results under it (the link search of the canvas's
 * menu appender, in a dialog): arrows move through the results, Enter or a click picks one,
 * Escape closes the list. With no results shown, Enter and Escape belong to the dialog.
 */
export function SuggestionCombobox({
  label,
  value,
  onChange,
  options,
  status,
  onChoose,
  onDismiss,
}: SuggestionComboboxProps) {
  const fieldId = useId();
  const listId = useId();
  const [active, setActive] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at its first option
  useEffect(() => setActive(0), [options]);
  const open = options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    const action = linkPopoverKey(event.key, active, options.length);
    if (action.kind === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'close') onDismiss();
    else if (action.kind === 'move') setActive(action.active);
    else {
      const option = options[active];
      if (option !== undefined) onChoose(option);
    }
  };

  return (
    <>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        className="atelier-text-field"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? suggestionOptionId(listId, active) : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <LinkSuggestionList
        listId={listId}
        options={options}
        active={active}
        style={{ maxHeight: 240, overflowY: 'auto' }}
        onHover={setActive}
        onChoose={(index) => {
          const option = options[index];
          if (option !== undefined) onChoose(option);
        }}
      />
      <p role="status" className="atelier-menu-tree__search-status">
        {status}
      </p>
    </>
  );
}
