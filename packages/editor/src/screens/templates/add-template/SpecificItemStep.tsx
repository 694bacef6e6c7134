import { useId, useState } from 'react';
import {
  type SpecificTemplateKind,
  showsSuggestionSearch,
  specificTemplatePayload,
} from '../specific-templates';
import type { NewTemplate } from './use-create-template';
import { useSuggestions } from './use-suggestions';
import '../../../ui/button.css';

interface SpecificItemStepProps {
  kind: SpecificTemplateKind;
  templateSlugs: readonly string[];
  isCreating: boolean;
  onCreate: (template: NewTemplate) => void;
  onBack: () => void;
}

/**
 * One specific item (spec 1 §4.3, §5): a list of suggestions without a template yet; a search
 * box once more than 9 have loaded.
 */
export function SpecificItemStep({
  kind,
  templateSlugs,
  isCreating,
  onCreate,
  onBack,
}: SpecificItemStepProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { suggestions } = useSuggestions(kind, search, templateSlugs);
  const loaded = suggestions?.length ?? 0;
  return (
    <div className="atelier-add-template__specific">
      {showsSuggestionSearch(loaded, search) && (
        <div className="atelier-add-template__search">
          <label htmlFor={searchId}>{kind.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      {suggestions === null && <p role="status">Loading…</p>}
      {suggestions !== null && suggestions.length === 0 && <p role="status">No results found</p>}
      {suggestions !== null && suggestions.length > 0 && (
        <ul className="atelier-add-template__suggestions" aria-label={kind.label}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <button
                type="button"
                className="atelier-add-template__suggestion"
                aria-disabled={isCreating}
                onClick={() => !isCreating && onCreate(specificTemplatePayload(kind, suggestion))}
              >
                {suggestion.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="atelier-add-template__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onBack}>
          Back
        </button>
      </div>
    </div>
  );
}
