import { useState } from 'react';
import type { LinkSuggestion } from '../../../canvas/blocks/navigation/link-suggestions';
import { Modal } from '../../../components/Modal/Modal';
import { SuggestionCombobox } from './SuggestionCombobox';
import { usePageSearch } from './use-page-search';
import '../../../components/name-form/name-form.css';

/**
 * 'Add page': search the site's published pages (by title until words are typed); the page
 * picked becomes a link at the end of the menu.
 */
export function PageSearchDialog({
  onChoose,
  onClose,
}: {
  onChoose(page: LinkSuggestion): void;
  onClose(): void;
}) {
  const [input, setInput] = useState('');
  const { pages, isLoading } = usePageSearch(input);
  const status = isLoading ? 'Searching…' : pages.length === 0 ? 'No results' : null;
  return (
    <Modal title="Add page" onClose={onClose}>
      <div className="atelier-name-form">
        <SuggestionCombobox
          label="Search pages"
          value={input}
          options={isLoading ? [] : pages}
          status={status}
          onChange={setInput}
          onChoose={(page) => {
            onChoose(page);
            onClose();
          }}
          onDismiss={onClose}
        />
      </div>
    </Modal>
  );
}
