import { useLocation } from '../../app/Router';
import { ColorsScreen } from './ColorsScreen';
import { LayoutScreen } from './LayoutScreen';
import { PaletteScreen } from './PaletteScreen';
import { StylesRoot } from './StylesRoot';
import { parseSection, type StylesScreen } from './styles-sections';
import { TypographyElementScreen } from './TypographyElementScreen';
import { TypographyScreen } from './TypographyScreen';
import '../../canvas/inspector/Inspector.css';
import './Styles.css';

function ScreenFor({ screen }: { screen: StylesScreen }) {
  switch (screen.kind) {
    case 'root':
      return <StylesRoot />;
    case 'typography':
      return <TypographyScreen />;
    case 'typography-element':
      return <TypographyElementScreen element={screen.element} />;
    case 'colors':
      return <ColorsScreen />;
    case 'palette':
      return <PaletteScreen />;
    case 'layout':
      return <LayoutScreen />;
  }
}

/**
 * The Styles sidebar (spec 3 §2): a navigator whose screen is the location's `section`; each
 * screen is mounted afresh, so its title takes the focus on arrival.
 */
export function StylesSidebar() {
  const { section } = useLocation();
  const screen = parseSection(section);
  return <ScreenFor key={section ?? '/'} screen={screen} />;
}
