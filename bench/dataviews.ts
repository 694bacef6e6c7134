// Median time to filter, search, sort and paginate 1,000 template-like items in the data views
// logic (aim: under 5 ms). Run: npx tsx bench/dataviews.ts
// The view logic is imported directly (not through the package index, which also holds the React
// components) so this file type-checks with the tools config, which has no JSX.

import { makeTemplates, templateFields } from '../packages/dataviews/src/testing/template-fixtures';
import type { View } from '../packages/dataviews/src/types';
import { filterSortAndPaginate } from '../packages/dataviews/src/view/filter-sort-and-paginate';

const items = makeTemplates(1000);

const views: View[] = [
  { type: 'table', page: 1, perPage: 20, sort: { field: 'title', direction: 'asc' } },
  {
    type: 'table',
    page: 2,
    perPage: 50,
    search: 'archive',
    filters: [{ field: 'status', operator: 'in', value: ['publish', 'draft'] }],
    sort: { field: 'modified', direction: 'desc' },
  },
  {
    type: 'grid',
    page: 1,
    perPage: 100,
    filters: [{ field: 'author', operator: 'notIn', value: ['Plugin'] }],
    sort: { field: 'order', direction: 'asc' },
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

for (let warm = 0; warm < 50; warm += 1) {
  for (const view of views) {
    filterSortAndPaginate(items, view, templateFields);
  }
}

const RUNS = 300;
for (const view of views) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    filterSortAndPaginate(items, view, templateFields);
    times.push(performance.now() - start);
  }
  const label = [
    view.search ? `search "${view.search}"` : 'no search',
    `${view.filters?.length ?? 0} filter(s)`,
    `sort ${view.sort?.field} ${view.sort?.direction}`,
    `${view.perPage}/page`,
  ].join(', ');
  console.log(`dataviews 1,000 items [${label}]: median ${median(times).toFixed(3)} ms`);
}
