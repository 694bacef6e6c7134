import type { ComponentType } from 'react';
import { blockStyleChanges, blockStyleValue } from '../block-style';
import type { BlockControlProps } from './block-control-props';
import type { StylePanelProps } from './style-panel-props';

/**
 * A style panel as a panel of the Block tab: the block's style (with its preset slugs) goes in,
 * the edited style comes back as attribute changes.
 */
export function blockStylePanel(
  Panel: ComponentType<StylePanelProps>,
): ComponentType<BlockControlProps> {
  function BlockStylePanel({ attributes, supports, settings, update }: BlockControlProps) {
    return (
      <Panel
        value={blockStyleValue(attributes)}
        onChange={(next, typing) => update(blockStyleChanges(attributes, next), typing)}
        supports={supports}
        settings={settings}
      />
    );
  }
  return BlockStylePanel;
}
