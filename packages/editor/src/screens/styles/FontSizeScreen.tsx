import type { Action, ActionModalProps } from '@atelier/dataviews';
import {
  getFontSizeValue,
  isCssLength,
  type PresetOrigin,
  type ThemeJsonSettings,
} from '@atelier/theme-json';
import { useEffect, useId } from 'react';
import { useRouter } from '../../app/Router';
import { useDraftInput } from '../../canvas/inspector/controls/TextField';
import { NameForm } from '../../components/name-form/NameForm';
import { RecordActionsMenu } from '../../components/record-details/RecordActionsMenu';
import { SidebarText } from '../../components/SidebarScreen';
import {
  customFluidValues,
  type FontSizePresetValue,
  findFontSize,
  isFontSizeFluid,
  removeFontSize,
  renameFontSize,
  resizeFontSize,
  setCustomFluidValues,
  setFluidBound,
  setFontSizeFluid,
} from '../../domain/global-styles/font-size-presets';
import { useFontSizePresets } from '../../domain/global-styles/use-font-size-presets';
import { StylesPanels, StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';
import './FontSizesScreen.css';

interface SizeFieldProps {
  label: string;
  value: string;
  /** Called with each valid CSS length typed (a half-typed value is not written). */
  onChange(size: string): void;
  disabled?: boolean;
}

/** A CSS length field ('1.5rem', '24px'): keystrokes join into one undo step. */
function SizeField({ label, value, onChange, disabled = false }: SizeFieldProps) {
  const id = useId();
  const draft = useDraftInput(value, (text) => {
    const size = text.trim();
    if (size !== '' && isCssLength(size)) onChange(size);
  });
  return (
    <div className="atelier-inspector__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" disabled={disabled} {...draft} />
    </div>
  );
}

interface ToggleProps {
  label: string;
  help: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

function Toggle({ label, help, checked, onChange }: ToggleProps) {
  const id = useId();
  return (
    <div className="atelier-inspector__field">
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={`${id}-help`} className="atelier-inspector__help">
        {help}
      </p>
    </div>
  );
}

function DeleteText({ items }: ActionModalProps<FontSizePresetValue>) {
  return <p>{`Are you sure you want to delete "${items[0]?.name ?? ''}" font size preset?`}</p>;
}

/** The Rename dialog of a custom size: its name, Cancel and Save. */
function RenameModal({ items, closeModal }: ActionModalProps<FontSizePresetValue>) {
  const sizes = useFontSizePresets();
  const preset = items[0];
  if (preset === undefined) return null;
  return (
    <NameForm
      initialName={preset.name}
      autoFocus
      onCancel={closeModal}
      onSave={async (name) => {
        sizes.write('custom', renameFontSize(sizes.presets('custom'), preset.slug, name));
        return true;
      }}
    />
  );
}

/** Rename and Delete of a custom size (the theme's sizes keep their names and stay). */
function customSizeActions(remove: () => void): Action<FontSizePresetValue>[] {
  return [
    { id: 'rename', label: 'Rename', RenderModal: RenameModal },
    {
      id: 'delete',
      label: 'Delete',
      isDestructive: true,
      RenderModal: DeleteText,
      callback: () => remove(),
    },
  ];
}

/**
 * One font size preset (`/typography/font-sizes/{origin}/{slug}`): an 'Aa' preview at its size
 * (fluid as the site computes it), its Size, 'Fluid typography' and 'Custom fluid values' with a
 * Minimum and Maximum; a custom size can be renamed and deleted. Each change is one edit of the
 * user's record (typing joins into one undo step); a theme size is written as the user's copy of
 * the theme's list. A size that is gone leads back to the list.
 */
export function FontSizeScreen({ origin, slug }: { origin: PresetOrigin; slug: string }) {
  const sizes = useFontSizePresets();
  const { navigate } = useRouter();
  const list = sizes.presets(origin);
  const preset = findFontSize(list, slug);
  const listTarget = stylesTarget({ kind: 'font-sizes' });
  const gone = sizes.ready && preset === undefined;
  useEffect(() => {
    if (gone) navigate(listTarget, { replace: true });
  }, [gone, navigate, listTarget]);
  if (preset === undefined) return null;

  const write = (next: FontSizePresetValue[], typing = false) => sizes.write(origin, next, typing);
  const fluid = isFontSizeFluid(preset, sizes.siteFluid);
  const custom = customFluidValues(preset);
  const actions =
    origin === 'custom' ? customSizeActions(() => write(removeFontSize(list, slug))) : [];
  return (
    <StylesScreenFrame
      title={preset.name}
      screen={{ kind: 'font-size', origin, slug }}
      actions={<RecordActionsMenu item={preset} actions={actions} label="Font size options" />}
    >
      <SidebarText>{`Manage the font size ${preset.name}.`}</SidebarText>
      <StylesPanels>
        <div className="atelier-inspector__panel">
          <div
            className="atelier-font-sizes__preview"
            style={{ fontSize: getFontSizeValue(preset, sizes.settings as ThemeJsonSettings) }}
            aria-hidden="true"
          >
            Aa
          </div>
          <SizeField
            label="Size"
            value={custom === null ? preset.size : ''}
            disabled={custom !== null}
            onChange={(size) => write(resizeFontSize(list, slug, size), true)}
          />
          <Toggle
            label="Fluid typography"
            help="Scale the font size dynamically to fit the screen or viewport."
            checked={fluid}
            onChange={(on) => write(setFontSizeFluid(list, slug, on))}
          />
          {fluid && (
            <Toggle
              label="Custom fluid values"
              help="Set custom min and max values for the fluid font size."
              checked={custom !== null}
              onChange={(on) => write(setCustomFluidValues(list, slug, on))}
            />
          )}
          {custom !== null && (
            <>
              <SizeField
                label="Minimum"
                value={custom.min ?? ''}
                onChange={(size) => write(setFluidBound(list, slug, 'min', size), true)}
              />
              <SizeField
                label="Maximum"
                value={custom.max ?? ''}
                onChange={(size) => write(setFluidBound(list, slug, 'max', size), true)}
              />
            </>
          )}
        </div>
      </StylesPanels>
    </StylesScreenFrame>
  );
}
