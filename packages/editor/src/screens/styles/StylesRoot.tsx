import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { additionalCss, canEditCss } from '../../domain/global-styles/edit-css-right';
import { stylePanels } from '../../domain/global-styles/style-panels';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { useActiveThemeVariations } from '../../domain/global-styles/variations/use-style-variations';
import { StylesMoreMenu } from './StylesMoreMenu';
import { StylesPreviewCard } from './StylesPreviewCard';
import { StylesRevisionsButton } from './StylesRevisionsButton';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';

const LINKS = [
  { panel: 'typography', label: 'Typography' },
  { panel: 'colors', label: 'Colors' },
  { panel: 'layout', label: 'Layout' },
] as const;

/**
 * The Styles root: the preview card, then a link to each screen the theme supports, and
 * Additional CSS when there is some.
 */
export function StylesRoot() {
  const { merged, user, userStyles } = useGlobalStyles();
  // Spec 3 §2: listed only for those who may edit CSS, once there is some (else: More menu).
  const showCss = canEditCss(user) && additionalCss(userStyles).trim() !== '';
  const panels = stylePanels(merged.settings);
  const hasVariations = (useActiveThemeVariations()?.length ?? 0) > 0;
  return (
    <StylesScreenFrame
      title="Styles"
      screen={{ kind: 'root' }}
      actions={
        <>
          <StylesRevisionsButton />
          <StylesMoreMenu />
        </>
      }
    >
      <StylesPreviewCard />
      <ul className="atelier-styles__list">
        {hasVariations && (
          <SidebarNavigationItem to={stylesTarget({ kind: 'variations' })} label="Browse styles" />
        )}
        {LINKS.filter(({ panel }) => panels[panel]).map(({ panel, label }) => (
          <SidebarNavigationItem key={panel} to={stylesTarget({ kind: panel })} label={label} />
        ))}
        <SidebarNavigationItem to={stylesTarget({ kind: 'blocks' })} label="Blocks" />
        {showCss && (
          <SidebarNavigationItem to={stylesTarget({ kind: 'css' })} label="Additional CSS" />
        )}
      </ul>
    </StylesScreenFrame>
  );
}
