import { useBootstrap } from '../../app/BootstrapContext';
import { SidebarText } from '../../components/SidebarScreen';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import { mergedGlobalStyles } from '../../domain/global-styles/merged-styles';
import type { StyleTree } from '../../domain/global-styles/style-tree';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import {
  fullVariationEdit,
  isCurrentFull,
  isCurrentPartial,
  partialVariationEdit,
} from '../../domain/global-styles/variations/choose-variation';
import { useChooseVariation } from '../../domain/global-styles/variations/use-choose-variation';
import { useStyleVariations } from '../../domain/global-styles/variations/use-style-variations';
import type { ThemeStyleVariation } from '../../domain/global-styles/variations/variation-layer';
import {
  groupVariations,
  type VariationProperty,
} from '../../domain/global-styles/variations/variation-parts';
import { previewCard } from './preview-card';
import { StylesScreenFrame } from './StylesScreenFrame';
import './VariationsScreen.css';

interface Choice {
  key: string;
  title: string;
  /** The record as this choice would leave it. */
  look: { styles: StyleTree; settings: StyleTree };
  current: boolean;
  choose(): void;
}

/** A choice's card: 'Aa' in its heading font on its background, a few palette colours, its title. */
function VariationCard({ choice, theme }: { choice: Choice; theme: unknown }) {
  const merged = mergedGlobalStyles(theme, choice.look);
  const card = previewCard(merged.settings, merged.styles);
  return (
    <li>
      <button
        type="button"
        className="atelier-styles__variation"
        aria-pressed={choice.current}
        onClick={choice.choose}
      >
        <span
          className="atelier-styles__variation-preview"
          style={{ background: card.background, color: card.text }}
          aria-hidden="true"
        >
          <span style={{ fontFamily: card.headingFont, color: card.headingColor }}>Aa</span>
          <span className="atelier-styles__preview-swatches">
            {card.swatches.slice(0, 3).map((color) => (
              <span
                key={color}
                className="atelier-styles__preview-swatch"
                style={{ background: color }}
              />
            ))}
          </span>
        </span>
        <span className="atelier-styles__variation-title">{choice.title}</span>
      </button>
    </li>
  );
}

function ChoiceList({
  label,
  choices,
  theme,
}: {
  label: string;
  choices: Choice[];
  theme: unknown;
}) {
  return (
    <ul className="atelier-styles__variations" aria-label={label}>
      {choices.map((choice) => (
        <VariationCard key={choice.key} choice={choice} theme={theme} />
      ))}
    </ul>
  );
}

const PARTIAL_SECTIONS = [
  { property: 'color', title: 'Colors' },
  { property: 'typography', title: 'Typography' },
] as const;

/**
 * 'Browse styles' (`/variations`, spec 3 §2): the theme's own look ('Default') and its style
 * variations, then its colour and typography partials. Choosing one is one edit of the user's
 * record, so the canvas changes at once, Undo takes it back and Save saves it.
 */
export function VariationsScreen() {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const theme = useThemeBaseStyles(stylesheet);
  const variations = useStyleVariations(stylesheet);
  const { ref, user } = useGlobalStyles();
  const choose = useChooseVariation(ref);

  if (variations === undefined || user === undefined) {
    return (
      <StylesScreenFrame title="Browse styles" screen={{ kind: 'variations' }}>
        <SidebarText>Loading…</SidebarText>
      </StylesScreenFrame>
    );
  }
  const groups = groupVariations(variations);
  const full: Choice[] = [null, ...groups.full].map((variation) => ({
    key: variation?.slug ?? '',
    title: variation?.title ?? 'Default',
    look: fullVariationEdit(user, variation),
    current: isCurrentFull(user, variation),
    choose: () => choose(variation, null),
  }));
  const partial = (property: VariationProperty, list: ThemeStyleVariation[]): Choice[] =>
    [null, ...list].map((variation) => ({
      key: variation?.slug ?? '',
      title: variation?.title ?? 'Default',
      look: partialVariationEdit(user, property, variation),
      current: isCurrentPartial(user, property, variation),
      choose: () => choose(variation, property),
    }));

  return (
    <StylesScreenFrame title="Browse styles" screen={{ kind: 'variations' }}>
      <SidebarText>Choose a variation to change the look of the site.</SidebarText>
      <ChoiceList label="Style variations" choices={full} theme={theme} />
      {PARTIAL_SECTIONS.filter(({ property }) => groups[property].length > 0).map(
        ({ property, title }) => (
          <section key={property} aria-labelledby={`atelier-styles-variations-${property}`}>
            <h2
              id={`atelier-styles-variations-${property}`}
              className="atelier-styles__section-title"
            >
              {title}
            </h2>
            <ChoiceList
              label={`${title} variations`}
              choices={partial(property, groups[property])}
              theme={theme}
            />
          </section>
        ),
      )}
    </StylesScreenFrame>
  );
}
