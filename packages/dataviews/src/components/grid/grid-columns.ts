import { type RefObject, useLayoutEffect, useState } from 'react';

/** Columns assumed until the grid has been measured (the CSS minimum). */
const MIN_GRID_COLUMNS = 2;

/**
 * Counts the columns of a computed `grid-template-columns` value ('312px 312px 312px' → 3).
 * Returns undefined for anything that is not a resolved list of track sizes.
 */
export function countGridColumns(template: string): number | undefined {
  const tracks = template.trim().split(/\s+/).filter(Boolean);
  if (tracks.length === 0 || tracks.some((track) => !/^\d+(\.\d+)?px$/.test(track))) {
    return undefined;
  }
  return tracks.length;
}

/**
 * How many columns the CSS grid in `ref` currently lays out, kept up to date as it resizes, so
 * the cards can be grouped in rows for up/down arrow navigation.
 */
export function useGridColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(MIN_GRID_COLUMNS);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    const measure = () =>
      setColumns(
        countGridColumns(getComputedStyle(element).gridTemplateColumns) ?? MIN_GRID_COLUMNS,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}

/** Splits items into rows of `columns`. */
export function chunkRows<Item>(items: readonly Item[], columns: number): Item[][] {
  const size = Math.max(1, Math.floor(columns));
  const rows: Item[][] = [];
  for (let start = 0; start < items.length; start += size) {
    rows.push(items.slice(start, start + size));
  }
  return rows;
}
