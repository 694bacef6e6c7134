import { useEffect, useId, useRef, useState } from 'react';
import './Toolbar.css';

/** Wait after the last keystroke before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link SearchControl}. */
export interface SearchControlProps {
  value: string;
  onSearch: (search: string) => void;
  label?: string;
}

/**
 * A search box that reports its text 300 ms after the last keystroke, so typing does not filter
 * (or fetch) on every key. A change of `value` from outside replaces what is typed.
 */
export function SearchControl({ value, onSearch, label = 'Search' }: SearchControlProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === latest.current.value) {
      return;
    }
    const timer = setTimeout(() => latest.current.onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="dataviews-search">
      <label htmlFor={id} className="dataviews-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="dataviews-search__input"
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
