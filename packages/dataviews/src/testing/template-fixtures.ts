import type { Field } from '../types';

/** A template-like record used by tests and the benchmark. */
export interface TemplateFixture {
  id: string;
  title: string;
  description: string;
  author: string;
  status: 'publish' | 'draft' | 'trash';
  modified: string;
  order: number;
  tags: string[];
}

const AUTHORS = ['Theme', 'Admin', 'Élise', 'Plugin'];
const STATUSES: TemplateFixture['status'][] = ['publish', 'draft', 'trash'];
const WORDS = ['Single', 'Archive', 'Page', 'Index', 'Search', 'Home', 'Category', 'Tag', 'Author'];

/** Builds the deterministic template-like item number `index`. */
export function makeTemplate(index: number): TemplateFixture {
  const word = WORDS[index % WORDS.length] ?? 'Index';
  return {
    id: `theme//template-${index}`,
    title: `${word} ${index}`,
    description: `Displays ${word.toLowerCase()} content, variant ${index % 7}.`,
    author: AUTHORS[index % AUTHORS.length] ?? 'Theme',
    status: STATUSES[index % STATUSES.length] ?? 'publish',
    modified: new Date(Date.UTC(2026, 0, 1 + (index % 300), index % 24)).toISOString(),
    order: (index * 7919) % 1000,
    tags: index % 2 === 0 ? ['even'] : ['odd'],
  };
}

/** Builds `count` deterministic template-like items. */
export function makeTemplates(count: number): TemplateFixture[] {
  return Array.from({ length: count }, (_, index) => makeTemplate(index));
}

/** Field definitions matching `TemplateFixture`. */
export const templateFields: Field<TemplateFixture>[] = [
  { id: 'title', label: 'Title', enableGlobalSearch: true, enableHiding: false },
  { id: 'description', label: 'Description', enableGlobalSearch: true, enableSorting: false },
  {
    id: 'author',
    label: 'Author',
    type: 'enumeration',
    elements: AUTHORS.map((author) => ({ value: author, label: author })),
    enableGlobalSearch: true,
  },
  {
    id: 'status',
    label: 'Status',
    type: 'enumeration',
    elements: [
      { value: 'publish', label: 'Published' },
      { value: 'draft', label: 'Draft' },
      { value: 'trash', label: 'Trash' },
    ],
    filterBy: { operators: ['in', 'notIn', 'is'] },
  },
  { id: 'modified', label: 'Modified', type: 'datetime' },
  { id: 'order', label: 'Order', type: 'integer' },
  {
    id: 'tags',
    label: 'Tags',
    elements: [
      { value: 'even', label: 'Even' },
      { value: 'odd', label: 'Odd' },
    ],
  },
];
