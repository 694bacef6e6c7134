import { lazy, Suspense } from 'react';
import { useLocation } from '../../app/Router';
import { SidebarText } from '../../components/SidebarScreen';
import { BlocksScreen } from './BlocksScreen';
import { BlocksTypeScreen } from './BlocksTypeScreen';
import { ColorsScreen } from './ColorsScreen';
import { FontSizeScreen } from './FontSizeScreen';
import { FontSizesScreen } from './FontSizesScreen';
import { LayoutScreen } from './LayoutScreen';
import { PaletteScreen } from './PaletteScreen';
import { RevisionsScreen } from './RevisionsScreen';
import { StylesRoot } from './StylesRoot';
import { parseSection, type StylesScreen } from './styles-sections';
import { TypographyElementScreen } from './TypographyElementScreen';
import { TypographyScreen } from './TypographyScreen';
import { VariationsScreen } from './VariationsScreen';
import '../../canvas/inspector/Inspector.css';

// The CSS screen carries a CSS parser: its own chunk, loaded when it is opened.
const CssScreen = lazy(() => import('./CssScreen').then((m) => ({ default: m.CssScreen })));

import './Styles.css';

function ScreenFor({ screen }: { screen: StylesScreen }) {
  switch (screen.kind) {
    case 'root':
      return <StylesRoot />;
    case 'typography':
      return <TypographyScreen />;
    case 'typography-element':
      return <TypographyElementScreen element={screen.element} />;
    case 'font-sizes':
      return <FontSizesScreen />;
    case 'font-size':
      return <FontSizeScreen origin={screen.origin} slug={screen.slug} />;
    case 'colors':
      return <ColorsScreen />;
    case 'palette':
      return <PaletteScreen />;
    case 'layout':
      return <LayoutScreen />;
    case 'revisions':
      return <RevisionsScreen />;
    case 'variations':
      return <VariationsScreen />;
    case 'blocks':
      return <BlocksScreen />;
    case 'block':
      return <BlocksTypeScreen name={screen.name} variation={screen.variation} />;
    case 'css':
      return (
        <Suspense fallback={<SidebarText>Loading…</SidebarText>}>
          <CssScreen />
        </Suspense>
      );
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
