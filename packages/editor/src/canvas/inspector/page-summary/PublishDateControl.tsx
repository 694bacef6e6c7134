import { TextField } from '../controls/TextField';
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
  const formatted = formatSiteDate(page.date);
  const shown = publishesImmediately(page) || formatted === '' ? 'Immediately' : formatted;
  return (
    <SummaryDisclosure label="Publish" value={shown} buttonLabel={`Change publish date: ${shown}`}>
      {/* A half-typed date stays in the field only. */}
      <TextField
        label="Publish date"
        type="datetime-local"
        help="Site time (UTC)"
        value={toInputValue(page.date)}
        onChange={(text) => {
          const date = fromInputValue(text);
          if (date !== null) onChange(date);
        }}
      />
      <button type="button" className="atelier-page-summary__now" onClick={onNow}>
        Now
      </button>
    </SummaryDisclosure>
  );
}
