import { type BlockType, createCoreRegistry } from '@atelier/blocks';
import { themeBlockStyles } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { blockStyleChoices } from '../../canvas/inspector/block-style-choices';
import { BorderStylePanel } from '../../canvas/inspector/controls/BorderPanel';
import { ColorStylePanel } from '../../canvas/inspector/controls/ColorPanel';
import { DimensionsStylePanel } from '../../canvas/inspector/controls/DimensionsPanel';
import { FiltersStylePanel } from '../../canvas/inspector/controls/FiltersPanel';
import { PanelSection } from '../../canvas/inspector/controls/PanelSection';
import { TypographyStylePanel } from '../../canvas/inspector/controls/TypographyPanel';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { SidebarText } from '../../components/SidebarScreen';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import { AdditionalCssPanel } from '../../domain/global-styles/css/AdditionalCssPanel';
import { canEditCss } from '../../domain/global-styles/edit-css-right';
import { readPath } from '../../domain/global-styles/style-tree';
import { themeJsonLayer } from '../../domain/global-styles/theme-json-layer';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { blockStylePanels, blockStyleSupports } from './block-list';
import { StylesPanels, StylesScreenFrame } from './StylesScreenFrame';
import { BlockExamplePreview } from './style-book/BlockExamplePreview';
import { stylesTarget } from './styles-links';
import { useStyleNode } from './use-style-node';

const PANELS = {
  color: ColorStylePanel,
  filter: FiltersStylePanel,
  typography: TypographyStylePanel,
  dimensions: DimensionsStylePanel,
  border: BorderStylePanel,
} as const;

interface BlockPanelsProps {
  blockType: BlockType;
  path: readonly string[];
}

/** The style panels the block supports, then Advanced (its custom CSS) for those who may. */
function BlockPanels({ blockType, path }: BlockPanelsProps) {
  const { user, userStyles, setStyle } = useGlobalStyles();
  const node = useStyleNode(path);
  const supports = blockStyleSupports(blockType);
  const css = readPath(userStyles, [...path, 'css']);
  return (
    <StylesPanels>
      {blockStylePanels(blockType).map((panel) => {
        const Panel = PANELS[panel];
        return (
          <Panel
            key={panel}
            value={node.value}
            onChange={node.onChange}
            supports={supports}
            settings={node.settings}
          />
        );
      })}
      {canEditCss(user) && (
        <PanelSection title="Advanced">
          <AdditionalCssPanel
            target="block"
            value={typeof css === 'string' ? css : ''}
            onChange={(next) => setStyle([...path, 'css'], next === '' ? undefined : next, true)}
          />
        </PanelSection>
      )}
    </StylesPanels>
  );
}

/**
 * One block type's styles (`/blocks/{blockName}`, spec 3 §2), or one of its style variations
 * (`…/variations/{styleName}`): a preview of its example (with the variation's class), the
 * variations as links, then the panels its supports give,
 * editing `styles.blocks[name]` (or its `variations[style]`) of the user's record.
 */
export function BlocksTypeScreen({ name, variation }: { name: string; variation?: string }) {
  const blockType = useMemo(() => createCoreRegistry().get(name), [name]);
  const { editorSettings } = useBootstrap();
  const theme = useThemeBaseStyles(editorSettings.themePreview ?? editorSettings.themeStylesheet);
  // The block's own styles and those the theme registers for it (partials, functions.php).
  const styles = useMemo(
    () => blockStyleChoices(blockType?.styles, themeBlockStyles(themeJsonLayer(theme), name)),
    [blockType, theme, name],
  );
  const screen = { kind: 'block', name, variation } as const;
  const style = styles.find((candidate) => candidate.name === variation);
  if (blockType === undefined || (variation !== undefined && style === undefined)) {
    return (
      <StylesScreenFrame title={name} screen={screen}>
        <SidebarText>This block type has no styles to edit.</SidebarText>
      </StylesScreenFrame>
    );
  }
  const variations = variation === undefined ? styles.filter((entry) => !entry.isDefault) : [];
  const path =
    variation === undefined ? ['blocks', name] : ['blocks', name, 'variations', variation];
  return (
    <StylesScreenFrame title={style?.label ?? blockType.title} screen={screen}>
      <BlockExamplePreview blockType={blockType} variation={variation} />
      {variations.length > 0 && (
        <>
          <h3 className="atelier-styles__section-title">Style Variations</h3>
          <ul className="atelier-styles__list" aria-label="Style Variations">
            {variations.map((entry) => (
              <SidebarNavigationItem
                key={entry.name}
                to={stylesTarget({ kind: 'block', name, variation: entry.name })}
                label={entry.label}
              />
            ))}
          </ul>
        </>
      )}
      <BlockPanels blockType={blockType} path={path} />
    </StylesScreenFrame>
  );
}
