import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { SelectField } from '../../inspector/controls/SelectField';
import { TextField } from '../../inspector/controls/TextField';

type Query = Record<string, unknown>;

const POST_TYPES = [
  { value: 'post', label: 'Post' },
  { value: 'page', label: 'Page' },
];
const ORDERS = [
  { value: 'date/desc', label: 'Newest to oldest' },
  { value: 'date/asc', label: 'Oldest to newest' },
  { value: 'title/asc', label: 'A → Z' },
  { value: 'title/desc', label: 'Z → A' },
];

/**
 * Query Loop: inherit the template's query (the site's posts per page and the request's order, as
 * on the public site), or its own post type, order and items per page.
 */
export function QuerySettings({ attributes, update }: BlockControlProps) {
  const raw = attributes.query;
  const query: Query = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const set = (changes: Query, typing = false) =>
    update({ query: { ...query, ...changes } }, typing);
  const inherit = query.inherit === true;
  return (
    <PanelSection title="Settings">
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={inherit}
          onChange={(event) => set({ inherit: event.target.checked })}
        />
        Query type: default (inherit the template's query)
      </label>
      {!inherit && (
        <>
          <SelectField
            label="Post type"
            value={typeof query.postType === 'string' ? query.postType : 'post'}
            options={POST_TYPES}
            onChange={(postType) => set({ postType })}
          />
          <SelectField
            label="Order by"
            value={`${String(query.orderBy ?? 'date')}/${String(query.order ?? 'desc')}`}
            options={ORDERS}
            onChange={(value) => {
              const [orderBy, order] = value.split('/');
              set({ orderBy, order });
            }}
          />
          <TextField
            label="Items per page"
            type="number"
            min={1}
            max={100}
            value={typeof query.perPage === 'number' ? String(query.perPage) : ''}
            onChange={(value) => {
              const perPage = Number(value);
              if (value !== '' && Number.isInteger(perPage) && perPage > 0) set({ perPage }, true);
            }}
          />
        </>
      )}
    </PanelSection>
  );
}
