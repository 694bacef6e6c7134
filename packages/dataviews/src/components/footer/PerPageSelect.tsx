import { useId } from 'react';
import type { View } from '../../types';
import { PER_PAGE_OPTIONS } from '../../view/per-page-options';
import { setPerPage } from '../../view/set-per-page';

/** Props of {@link PerPageSelect}. */
export interface PerPageSelectProps {
  perPage: number;
  view: View;
  onChangeView: (view: View) => void;
}

/** 'Items per page' choice of 10, 20, 50 or 100; changing it goes back to page 1. */
export function PerPageSelect({ perPage, view, onChangeView }: PerPageSelectProps) {
  const id = useId();
  return (
    <div className="dataviews-per-page">
      <label htmlFor={id}>Items per page</label>
      <select
        id={id}
        className="dataviews-select"
        value={perPage}
        onChange={(event) => onChangeView(setPerPage(view, Number(event.target.value)))}
      >
        {PER_PAGE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
