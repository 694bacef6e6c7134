import { lazy, type ReactNode, Suspense } from 'react';
import { lazyArea } from '../../app/lazy-area';
import { useLocation } from '../../app/Router';
import { SidebarText } from '../../components/SidebarScreen';
import { ColorsScreen } from './ColorsScreen';
import { FontSizeScreen } from './FontSizeScreen';
import { FontSizesScreen } from './FontSizesScreen';
import { LayoutScreen } from './LayoutScreen';
import { PaletteScreen } from './PaletteScreen';
import { RevisionsScreen } from './RevisionsScreen';
import { StylesSessionProvider } from './StylesPresence';
import { StylesRoot } from './StylesRoot';
import { parseSection, type StylesScreen } from './styles-sections';
import { TypographyElementScreen } from './TypographyElementScreen';
import { TypographyScreen } from './TypographyScreen';
import { VariationsScreen } from './VariationsScreen';
import '../../canvas/inspector/Inspector.css';

// The CSS screen carries a CSS parser: its own chunk, loaded when it is opened.
const CssScreen = lazy(() => import('./CssScreen').then((m) => ({ default: m.CssScreen })));

// The Blocks section lists every block type: its own chunk, so the sidebar's first screen (and
// Styles' first load) does without the block types' definitions.
const loadBlocksSection = () => import('./blocks-section');
const BlocksScreen = lazyArea(loadBlocksSection, (m) => m.BlocksScreen);
const BlocksTypeScreen = lazyArea(loadBlocksSection, (m) => m.BlocksTypeScreen);

/** Fetches the Blocks section's code (it is fetched when the section opens). */
export function preloadBlocksSection(): Promise<unknown> {
  return Promise.all([BlocksScreen.preload(), BlocksTypeScreen.preload()]);
}

/** A screen whose code may still be on its way. */
function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SidebarText>Loading…</SidebarText>}>{children}</Suspense>;
}

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
      return (
        <OnDemand>
          <BlocksScreen />
        </OnDemand>
      );
    case 'block':
      return (
        <OnDemand>
          <BlocksTypeScreen name={screen.name} variation={screen.variation} />
        </OnDemand>
      );
    case 'css':
      return (
        <OnDemand>
          <CssScreen />
        </OnDemand>
      );
  }
}

/**
 * The Styles sidebar (spec 3 §2): a navigator whose screen is the location's `section`; each
 * screen is mounted afresh, so its title takes the focus on arrival. While it is open, the global
 * styles record is in its co-editing session (issue #23), whichever screen shows.
 */
export function StylesSidebar() {
  const { section } = useLocation();
  const screen = parseSection(section);
  return (
    <StylesSessionProvider>
      <ScreenFor key={section ?? '/'} screen={screen} />
    </StylesSessionProvider>
  );
}
