import { useBootstrap } from '../../app/BootstrapContext';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { TypographyFontsSection } from '../../font-library/TypographyFontsSection';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';
import { TYPOGRAPHY_ELEMENTS } from './styles-sections';
import { ELEMENT_LABELS } from './typography-elements';
import './FontSizesScreen.css';

/**
 * Typography: the Fonts section when the font library is enabled, then the Elements list (Text,
 * Links, Headings, Captions, Buttons) and the Font Sizes section (Font size presets).
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
      <section
        className="atelier-styles__section atelier-font-sizes__entry"
        aria-labelledby="atelier-styles-font-sizes"
      >
        <h2 id="atelier-styles-font-sizes" className="atelier-styles__section-title">
          Font Sizes
        </h2>
        <ul className="atelier-styles__list">
          <SidebarNavigationItem
            to={stylesTarget({ kind: 'font-sizes' })}
            label="Font size presets"
          />
        </ul>
      </section>
    </StylesScreenFrame>
  );
}
