import type { RecordRef } from '../../data/entities/store-state';
import { UNSET_SWATCH } from '../inspector/controls/DuotonePicker';
import {
  BLOCK_DUOTONE_PATH,
  type DuotoneChoice,
  duotoneGroups,
  readDuotone,
  withDuotone,
} from '../inspector/duotone-options';
import { asStyleObject } from '../inspector/style-path';
import { useThemeSettings } from '../inspector/use-theme-settings';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import type { EditorBlock } from '../state/editor-block';
import { updateAttributes } from '../state/update-attributes';
import { type MenuItem, ToolbarMenu } from './ToolbarMenu';

/** No duotone chosen: a circle half dark, half light. */
const NO_DUOTONE_SWATCH = 'linear-gradient(135deg, #1e1e1e 50%, #ffffff 50%)';

function Swatch({ background }: { background: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 18,
        height: 18,
        borderRadius: '50%',
        border: '1px solid #757575',
        background,
        flex: 'none',
      }}
    />
  );
}

interface DuotoneToolbarMenuProps {
  block: EditorBlock;
  owner: RecordRef;
}

/**
 * 'Apply duotone filter' of the block toolbar, for a block with the `filter.duotone` support: Unset
 * and the palette's duotone presets as radio items, 'Clear' once one is chosen; the choice is the
 * block's `style.color.duotone` (one undo step).
 */
export function DuotoneToolbarMenu({ block, owner }: DuotoneToolbarMenuProps) {
  const store = useBlockEditorStore();
  const settings = useThemeSettings();
  const style = asStyleObject(block.attributes.style);
  const current = readDuotone(style, BLOCK_DUOTONE_PATH);
  const options = duotoneGroups(settings).flatMap((group) => group.options);
  const choose = (choice: DuotoneChoice) => {
    const next = withDuotone(style, BLOCK_DUOTONE_PATH, choice);
    store.run(
      updateAttributes,
      {
        clientId: block.clientId,
        attributes: { style: Object.keys(next).length === 0 ? undefined : next },
      },
      owner,
    );
  };
  const chosen =
    current?.kind === 'preset' ? options.find((option) => option.slug === current.slug) : undefined;
  const items: (MenuItem | 'separator')[] = [
    {
      key: 'unset',
      label: 'Unset',
      icon: <Swatch background={UNSET_SWATCH} />,
      pressed: current?.kind === 'unset',
      onSelect: () => choose({ kind: 'unset' }),
    },
    ...options.map(
      (option): MenuItem => ({
        key: option.slug,
        label: option.name,
        icon: <Swatch background={option.swatch} />,
        pressed: current?.kind === 'preset' && current.slug === option.slug,
        onSelect: () => choose({ kind: 'preset', slug: option.slug }),
      }),
    ),
  ];
  if (current !== null) {
    items.push('separator', { key: 'clear', label: 'Clear', onSelect: () => choose(null) });
  }
  const icon = current?.kind === 'unset' ? UNSET_SWATCH : (chosen?.swatch ?? NO_DUOTONE_SWATCH);
  return (
    <ToolbarMenu
      label="Apply duotone filter"
      content={<Swatch background={icon} />}
      items={items}
    />
  );
}
