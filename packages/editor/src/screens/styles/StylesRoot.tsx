import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { stylePanels } from '../../domain/global-styles/style-panels';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { StylesMoreMenu } from './StylesMoreMenu';
import { StylesPreviewCard } from './StylesPreviewCard';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';

const LINKS = [
  { panel: 'typography', label: 'Typography' },
  { panel: 'colors', label: 'Colors' },
  { panel: 'layout', label: 'Layout' },
] as const;

/** The Styles root: the preview card, then a link to each screen the theme supports. */
export function StylesRoot() {
  const { merged } = useGlobalStyles();
  const panels = stylePanels(merged.settings);
  return (
    <StylesScreenFrame title="Styles" screen={{ kind: 'root' }} actions={<StylesMoreMenu />}>
      <StylesPreviewCard />
      <ul className="atelier-styles__list">
        {LINKS.filter(({ panel }) => panels[panel]).map(({ panel, label }) => (
          <SidebarNavigationItem key={panel} to={stylesTarget({ kind: panel })} label={label} />
        ))}
      </ul>
    </StylesScreenFrame>
  );
}
