import { useId } from 'react';
import {
  asPageStatus,
  type PageStatus,
  type PageSummaryFields,
  STATUS_OPTIONS,
  shownStatus,
  statusLabel,
} from './page-status';
import { SummaryDisclosure } from './SummaryRow';

interface StatusControlProps {
  page: PageSummaryFields;
  onChoose(status: PageStatus): void;
}

/**
 * 'Status': a button naming the page's status ('Password protected' when it has a password)
 * that opens the five statuses as radio buttons, each with what it means.
 */
export function StatusControl({ page, onChoose }: StatusControlProps) {
  const name = useId();
  const current = asPageStatus(page.status);
  const shown = statusLabel(shownStatus(page));
  return (
    <SummaryDisclosure label="Status" value={shown} buttonLabel={`Change status: ${shown}`}>
      <fieldset className="atelier-page-summary__statuses">
        <legend>Status</legend>
        {STATUS_OPTIONS.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div key={option.value} className="atelier-page-summary__status">
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={current === option.value}
                aria-describedby={`${id}-description`}
                onChange={() => onChoose(option.value)}
              />
              <label htmlFor={id}>{option.label}</label>
              <span id={`${id}-description`} className="atelier-inspector__help">
                {option.description}
              </span>
            </div>
          );
        })}
      </fieldset>
    </SummaryDisclosure>
  );
}
