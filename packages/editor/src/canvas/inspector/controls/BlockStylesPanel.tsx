import { applyBlockStyle } from '@atelier/blocks';
import { themeBlockStyles } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useBootstrap } from '../../../app/BootstrapContext';
import { useThemeBaseStyles } from '../../../data/theme-base-styles';
import { themeJsonLayer } from '../../../domain/global-styles/theme-json-layer';
import { activeBlockStyleChoice, blockStyleChoices } from '../block-style-choices';
import { ButtonGroup } from './ButtonGroup';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';

/**
 * The Block tab's Styles picker: the block type's styles and those the active (or previewed)
 * theme registers for it; choosing one sets its `is-style-{name}` class (the default removes
 * it), in one undo step. Not shown for a block type with nothing to choose from.
 */
export function BlockStylesPanel({
  blockType,
  attributes,
  update,
}: Pick<BlockControlProps, 'blockType' | 'attributes' | 'update'>) {
  const { editorSettings } = useBootstrap();
  const theme = useThemeBaseStyles(editorSettings.themePreview ?? editorSettings.themeStylesheet);
  const choices = useMemo(
    () =>
      blockStyleChoices(blockType.styles, themeBlockStyles(themeJsonLayer(theme), blockType.name)),
    [blockType, theme],
  );
  if (choices.length === 0) return null;
  const className = typeof attributes.className === 'string' ? attributes.className : undefined;
  const active = activeBlockStyleChoice(choices, className);
  return (
    <PanelSection title="Styles">
      <ButtonGroup
        label="Block style"
        value={active?.name}
        options={choices.map((choice) => ({ value: choice.name, label: choice.label }))}
        onChange={(name) => {
          const chosen = choices.find((choice) => choice.name === name);
          if (chosen !== undefined) update({ className: applyBlockStyle(className, chosen) });
        }}
      />
    </PanelSection>
  );
}
