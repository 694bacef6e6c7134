import { useId, useState } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { type PageSummaryFields, publishesImmediately } from './page-status';
import { SummaryDisclosure } from './SummaryRow';
import { formatSiteDate, fromInputValue, toInputValue } from './site-date';

interface PublishDateControlProps {
  page: PageSummaryFields;
  /** A publish date typed or picked (post date text); keystrokes join one undo step. */
  onChange(date: string): void;
  /** 'Now': clears the date, so the page is published when saved. */
  onNow(): void;
}

/**
 * 'Publish': the page's date ('Immediately' while none is set and it is not scheduled), opening
 * a date-time field in site time and 'Now', which clears the date.
 */
export function PublishDateControl({ page, onChange, onNow }: PublishDateControlProps) {
  const id = useId();
  // Typing a date coalesces into one undo step; a half-typed date stays in the field only.
  const { markUndoBoundary } = useEntityStore();
  const [draft, setDraft] = useState<string | null>(null);
  const formatted = formatSiteDate(page.date);
  const shown = publishesImmediately(page) || formatted === '' ? 'Immediately' : formatted;
  return (
    <SummaryDisclosure label="Publish" value={shown} buttonLabel={`Change publish date: ${shown}`}>
      <div className="atelier-inspector__field">
        <label htmlFor={id}>Publish date</label>
        <input
          id={id}
          type="datetime-local"
          value={draft ?? toInputValue(page.date)}
          aria-describedby={`${id}-help`}
          onFocus={markUndoBoundary}
          onBlur={() => {
            setDraft(null);
            markUndoBoundary();
          }}
          onChange={(event) => {
            setDraft(event.target.value);
            const date = fromInputValue(event.target.value);
            if (date !== null) onChange(date);
          }}
        />
        <p id={`${id}-help`} className="atelier-inspector__help">
          Site time (UTC)
        </p>
      </div>
      <button type="button" className="atelier-page-summary__now" onClick={onNow}>
        Now
      </button>
    </SummaryDisclosure>
  );
}
