import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { previewCard } from './preview-card';

/** The site's look at a glance: 'Aa' in the heading font on the site's background, and colours. */
export function StylesPreviewCard() {
  const { merged } = useGlobalStyles();
  const card = previewCard(merged.settings, merged.styles);
  return (
    <figure
      className="atelier-styles__preview"
      style={{ background: card.background, color: card.text }}
      aria-label="Preview of the site's styles"
    >
      <span
        className="atelier-styles__preview-text"
        style={{ fontFamily: card.headingFont, color: card.headingColor }}
        aria-hidden="true"
      >
        Aa
      </span>
      <span className="atelier-styles__preview-swatches">
        {card.swatches.map((color) => (
          <span
            key={color}
            className="atelier-styles__preview-swatch"
            style={{ background: color }}
          />
        ))}
      </span>
    </figure>
  );
}
