import type { BlockSupports } from '@atelier/blocks';
import { DimensionsStylePanel } from '../../canvas/inspector/controls/DimensionsPanel';
import { PanelSection } from '../../canvas/inspector/controls/PanelSection';
import { TextField } from '../../canvas/inspector/controls/TextField';
import { type LayoutFeatures, layoutFeatures } from '../../domain/global-styles/style-panels';
import { readPath } from '../../domain/global-styles/style-tree';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { StylesPanels, StylesScreenFrame } from './StylesScreenFrame';
import { useStyleNode } from './use-style-node';

const ROOT: readonly string[] = [];

/** The Dimensions panel's supports for the controls the theme allows. */
function dimensionSupports(features: LayoutFeatures): BlockSupports {
  return {
    spacing: { padding: features.padding, margin: features.margin, blockGap: features.blockGap },
    dimensions: { minHeight: features.minHeight },
  };
}

const SIZES = [
  { key: 'contentSize', label: 'Content width', help: 'Width of the content of the page.' },
  { key: 'wideSize', label: 'Wide width', help: 'Width of wide-aligned content.' },
] as const;

/**
 * Layout (`/layout`): content and wide widths (settings.layout), then padding, margin, block
 * spacing and minimum height of the site (styles), each only if the theme allows it.
 */
export function LayoutScreen() {
  const { merged, setSetting } = useGlobalStyles();
  const node = useStyleNode(ROOT);
  const features = layoutFeatures(merged.settings);
  const sizes = SIZES.filter(({ key }) => features[key]);
  return (
    <StylesScreenFrame title="Layout" screen={{ kind: 'layout' }}>
      <StylesPanels>
        {sizes.length > 0 && (
          <PanelSection title="Content">
            {sizes.map(({ key, label, help }) => {
              const size = readPath(merged.settings, ['layout', key]);
              return (
                <TextField
                  key={key}
                  label={label}
                  help={help}
                  value={typeof size === 'string' ? size : ''}
                  onChange={(next) => setSetting(['layout', key], next, true)}
                />
              );
            })}
          </PanelSection>
        )}
        <DimensionsStylePanel
          value={node.value}
          onChange={node.onChange}
          supports={dimensionSupports(features)}
          settings={node.settings}
        />
      </StylesPanels>
    </StylesScreenFrame>
  );
}
