import { DEFAULT_TEMPLATE_PART_AREA, TEMPLATE_PART_AREAS } from '@atelier/blocks';
import { useBootstrap } from '../../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../../data/entities/entity-hooks';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { SelectField } from '../../inspector/controls/SelectField';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Template part: the part it shows (any part of the theme) and the part's area, which is a
 * field of the part itself (saved with it).
 */
export function TemplatePartSettings({ attributes, update }: BlockControlProps) {
  const { editorSettings } = useBootstrap();
  const theme =
    text(attributes.theme) || (editorSettings.themePreview ?? editorSettings.themeStylesheet);
  const slug = text(attributes.slug);
  const { records } = useEntityRecords('postType', 'wp_template_part', { per_page: -1 });
  const part = useEntityRecord(
    'postType',
    'wp_template_part',
    slug === '' ? null : `${theme}//${slug}`,
  );
  const area = text(part.editedRecord?.area) || text(attributes.area) || DEFAULT_TEMPLATE_PART_AREA;
  const parts = (records ?? []).map((record) => ({
    value: text(record.slug),
    label:
      typeof record.title === 'object' && record.title !== null && 'rendered' in record.title
        ? String(record.title.rendered)
        : text(record.title) || text(record.slug),
  }));
  return (
    <PanelSection title="Template part">
      <SelectField
        label="Template part"
        value={slug}
        options={[{ value: '', label: 'Choose a template part' }, ...parts]}
        onChange={(value) => update({ slug: value === '' ? undefined : value, theme })}
      />
      {slug !== '' && (
        <SelectField
          label="Area"
          value={area}
          options={TEMPLATE_PART_AREAS}
          onChange={(value) => part.edit({ area: value })}
        />
      )}
    </PanelSection>
  );
}
