import { useState } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useEntityRecords } from '../../../data/entities/entity-hooks';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { SelectField } from '../../inspector/controls/SelectField';

function title(record: Readonly<Record<string, unknown>>): string {
  const value = record.title;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'rendered' in value)
    return String(value.rendered);
  return '';
}

/** Navigation: choose a menu (`/wp/v2/navigation`) or create a new, empty one. */
export function NavigationSettings({ attributes, update }: BlockControlProps) {
  const store = useEntityStore();
  const { records } = useEntityRecords('postType', 'wp_navigation', {
    per_page: -1,
    status: 'publish',
  });
  const [error, setError] = useState<string | null>(null);
  const ref = attributes.ref;
  const options = [
    { value: '', label: 'Fallback menu' },
    ...(records ?? []).map((record) => ({
      value: String(record.id),
      label: title(record) || `(no title ${String(record.id)})`,
    })),
  ];
  const createMenu = async () => {
    setError(null);
    const result = await store.create('postType', 'wp_navigation', {
      title: 'Navigation',
      status: 'publish',
      content: '',
    });
    if (result.ok) update({ ref: Number(result.ref.id) });
    else setError(result.error.message);
  };
  return (
    <PanelSection title="Menu">
      <SelectField
        label="Choose menu"
        value={typeof ref === 'number' ? String(ref) : ''}
        options={options}
        onChange={(value) => update({ ref: value === '' ? undefined : Number(value) })}
      />
      <button type="button" onClick={() => void createMenu()}>
        Create new menu
      </button>
      {error !== null && <p role="alert">{error}</p>}
    </PanelSection>
  );
}
