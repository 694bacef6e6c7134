import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useEntityRecord } from '../../../data/entities/entity-hooks';
import { getRecord } from '../../../data/entities/selectors';
import { idOf, type RecordRef } from '../../../data/entities/store-state';
import { MediaChooser } from '../../inspector/block-settings/MediaChooser';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { SelectField } from '../../inspector/controls/SelectField';
import { TextField } from '../../inspector/controls/TextField';
import { imageSizeChanges } from './image-size';

const SIZES = [
  { value: '', label: 'Default' },
  { value: 'thumbnail', label: 'Thumbnail' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'full', label: 'Full Size' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Image: upload or choose from the media library, alternative text, resolution (the size's file,
 * read from the attachment's media record) and width.
 */
export function ImageSettings({ attributes, update }: BlockControlProps) {
  const id = typeof attributes.id === 'number' ? attributes.id : null;
  const { record } = useEntityRecord('postType', 'attachment', id);
  const store = useEntityStore();
  // The media record is read when the image is chosen; a size picked before it arrives waits for it.
  const chooseSize = async (slug: string) => {
    if (id === null || record !== undefined) {
      update(imageSizeChanges(id === null ? null : record, slug));
      return;
    }
    const ref: RecordRef = { kind: 'postType', name: 'attachment', id: idOf(id) };
    await store.resolveRecord(ref, true);
    update(imageSizeChanges(getRecord(store.getState(), ref), slug));
  };
  return (
    <PanelSection title="Settings">
      <MediaChooser
        label="Image"
        onChoose={(item) =>
          update({ url: item.url, id: item.id, alt: item.alt, sizeSlug: undefined })
        }
      />
      <TextField
        label="Alternative text"
        help="Describe the purpose of the image. Leave empty if decorative."
        value={text(attributes.alt)}
        onChange={(alt) => update({ alt }, true)}
      />
      <SelectField
        label="Resolution"
        value={text(attributes.sizeSlug)}
        options={SIZES}
        onChange={(value) => void chooseSize(value)}
      />
      <TextField
        label="Width"
        value={text(attributes.width)}
        onChange={(value) => update({ width: value === '' ? undefined : value }, true)}
      />
    </PanelSection>
  );
}
