import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';
import { TYPOGRAPHY_ELEMENTS } from './styles-sections';
import { ELEMENT_LABELS } from './typography-elements';

/** Typography: the Elements list (Text, Links, Headings, Captions, Buttons). */
export function TypographyScreen() {
  return (
    <StylesScreenFrame title="Typography" screen={{ kind: 'typography' }}>
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
