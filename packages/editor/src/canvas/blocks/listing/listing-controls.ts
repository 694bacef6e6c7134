import type { BlockAttributes } from '@atelier/blocks';

/** One setting of a listing block's panel, in WordPress's words. */
export type ListingControl =
  | { kind: 'toggle'; attribute: string; label: string; fallback: boolean; when?: string }
  | {
      kind: 'select';
      attribute: string;
      label: string;
      fallback: string;
      options: readonly { value: string; label: string }[];
      when?: string;
    }
  | {
      kind: 'number';
      attribute: string;
      label: string;
      fallback: number;
      min: number;
      max: number;
      when?: string;
    }
  | { kind: 'order'; label: string };

/** A panel of settings. */
export interface ListingSection {
  title: string;
  controls: readonly ListingControl[];
}

/** Latest Posts' 'Order by' choices: date or title, each way (WordPress's four). */
export const ORDER_CHOICES = [
  { value: 'date/desc', label: 'Newest to oldest' },
  { value: 'date/asc', label: 'Oldest to newest' },
  { value: 'title/asc', label: 'A → Z' },
  { value: 'title/desc', label: 'Z → A' },
] as const;

const toggle = (attribute: string, label: string, fallback = false, when?: string) =>
  ({ kind: 'toggle', attribute, label, fallback, when }) as const;

/** The settings panels of the listing and widget blocks, by block name, as WordPress offers them. */
export const LISTING_SETTINGS: Readonly<Record<string, readonly ListingSection[]>> = {
  'core/latest-posts': [
    {
      title: 'Post content',
      controls: [
        toggle('displayPostContent', 'Post content'),
        {
          kind: 'select',
          attribute: 'displayPostContentRadio',
          label: 'Show',
          fallback: 'excerpt',
          options: [
            { value: 'excerpt', label: 'Excerpt' },
            { value: 'full_post', label: 'Full post' },
          ],
          when: 'displayPostContent',
        },
        {
          kind: 'number',
          attribute: 'excerptLength',
          label: 'Max number of words',
          fallback: 55,
          min: 10,
          max: 100,
          when: 'displayPostContent',
        },
      ],
    },
    {
      title: 'Post meta',
      controls: [
        toggle('displayAuthor', 'Display author name'),
        toggle('displayPostDate', 'Display post date'),
      ],
    },
    {
      title: 'Featured image',
      controls: [
        toggle('displayFeaturedImage', 'Display featured image'),
        toggle(
          'addLinkToFeaturedImage',
          'Add link to featured image',
          false,
          'displayFeaturedImage',
        ),
      ],
    },
    {
      title: 'Sorting and filtering',
      controls: [
        { kind: 'order', label: 'Order by' },
        {
          kind: 'number',
          attribute: 'postsToShow',
          label: 'Number of items',
          fallback: 5,
          min: 1,
          max: 100,
        },
        {
          kind: 'select',
          attribute: 'postLayout',
          label: 'Layout',
          fallback: 'list',
          options: [
            { value: 'list', label: 'List view' },
            { value: 'grid', label: 'Grid view' },
          ],
        },
        {
          kind: 'number',
          attribute: 'columns',
          label: 'Columns',
          fallback: 3,
          min: 2,
          max: 6,
          when: 'postLayout=grid',
        },
      ],
    },
  ],
  'core/archives': [
    {
      title: 'Settings',
      controls: [
        toggle('displayAsDropdown', 'Display as dropdown'),
        toggle('showLabel', 'Show label', true, 'displayAsDropdown'),
        toggle('showPostCounts', 'Show post counts'),
        {
          kind: 'select',
          attribute: 'type',
          label: 'Group by',
          fallback: 'monthly',
          options: [
            { value: 'yearly', label: 'Year' },
            { value: 'monthly', label: 'Month' },
            { value: 'daily', label: 'Day' },
          ],
        },
      ],
    },
  ],
  'core/categories': [
    {
      title: 'Settings',
      controls: [
        toggle('displayAsDropdown', 'Display as dropdown'),
        toggle('showLabel', 'Show label', true, 'displayAsDropdown'),
        toggle('showPostCounts', 'Show post counts'),
        toggle('showOnlyTopLevel', 'Show only top level terms'),
        toggle('showEmpty', 'Show empty terms'),
        toggle('showHierarchy', 'Show hierarchy'),
      ],
    },
  ],
  'core/tag-cloud': [
    {
      title: 'Settings',
      controls: [
        toggle('showTagCounts', 'Show tag counts'),
        {
          kind: 'number',
          attribute: 'numberOfTags',
          label: 'Number of tags',
          fallback: 45,
          min: 1,
          max: 100,
        },
      ],
    },
  ],
  'core/loginout': [
    {
      title: 'Settings',
      controls: [
        toggle('displayLoginAsForm', 'Display login as form'),
        toggle('redirectToCurrent', 'Redirect to current URL', true),
      ],
    },
  ],
  'core/post-time-to-read': [
    { title: 'Settings', controls: [toggle('displayAsRange', 'Display as range', true)] },
  ],
  'core/query-total': [
    {
      title: 'Settings',
      controls: [
        {
          kind: 'select',
          attribute: 'displayType',
          label: 'Display type',
          fallback: 'total-results',
          options: [
            { value: 'total-results', label: 'Total results' },
            { value: 'range-display', label: 'Range display' },
          ],
        },
      ],
    },
  ],
};

/** Whether a control shows: `when` names a toggle that must be on, or `attribute=value`. */
export function isShown(control: ListingControl, attributes: BlockAttributes): boolean {
  if (control.kind === 'order' || control.when === undefined) return true;
  const [name = '', value] = control.when.split('=');
  return value === undefined ? attributes[name] === true : attributes[name] === value;
}

/** The 'Order by' choice of the block's `orderBy` and `order`. */
export function orderChoice(attributes: BlockAttributes): string {
  const by = attributes.orderBy === 'title' ? 'title' : 'date';
  const order = attributes.order === 'asc' ? 'asc' : 'desc';
  return `${by}/${order}`;
}

/** The attribute changes of an 'Order by' choice. */
export function orderChanges(choice: string): BlockAttributes {
  const [orderBy = 'date', order = 'desc'] = choice.split('/');
  return { orderBy, order };
}

/** A number typed in a field, kept within the control's bounds; undefined when not a number. */
export function boundedNumber(text: string, min: number, max: number): number | undefined {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, value));
}
