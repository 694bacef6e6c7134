import { useBootstrap } from '../../app/BootstrapContext';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { TypographyFontsSection } from '../../font-library/TypographyFontsSection';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';
import { TYPOGRAPHY_ELEMENTS } from './styles-sections';
import { ELEMENT_LABELS } from './typography-elements';

/**
 * Typography: the Fonts section when the font library is enabled, then the Elements list (Text,
 * Links, Headings, Captions, Buttons).
 */
export function TypographyScreen() {
  const { editorSettings } = useBootstrap();
  return (
    <StylesScreenFrame title="Typography" screen={{ kind: 'typography' }}>
      {editorSettings.fontLibraryEnabled && <TypographyFontsSection />}
      <section className="atelier-styles__section" aria-labelledby="atelier-styles-elements">
        <h2 id="atelier-styles-elements" className="atelier-styles__section-title">
          Elements
        </h2>
        <ul className="atelier-styles__list">
          {TYPOGRAPHY_ELEMENTS.map((element) => (
            <SidebarNavigationItem
              key={element}
              to={stylesTarget({ kind: 'typography-element', element })}
              label={ELEMENT_LABELS[element]}
            />
          ))}
        </ul>
      </section>
    </StylesScreenFrame>
  );
}
