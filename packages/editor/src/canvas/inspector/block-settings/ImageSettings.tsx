import type { BlockControlProps } from '../controls/block-control-props';
import { PanelSection } from '../controls/PanelSection';
import { SelectField } from '../controls/SelectField';
import { TextField } from '../controls/TextField';
import { MediaChooser } from './MediaChooser';

const SIZES = [
  { value: '', label: 'Default' },
  { value: 'thumbnail', label: 'Thumbnail' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'full', label: 'Full Size' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Image: upload or choose from the media library, alternative text, size and width. */
export function ImageSettings({ attributes, update }: BlockControlProps) {
  return (
    <PanelSection title="Settings">
      <MediaChooser
        label="Image"
        onChoose={(item) => update({ url: item.url, id: item.id, alt: item.alt })}
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
        onChange={(value) => update({ sizeSlug: value === '' ? undefined : value })}
      />
      <TextField
        label="Width"
        value={text(attributes.width)}
        onChange={(value) => update({ width: value === '' ? undefined : value }, true)}
      />
    </PanelSection>
  );
}
