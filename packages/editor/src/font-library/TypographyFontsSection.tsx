import { lazy, Suspense, useMemo, useState } from 'react';
import { useBootstrap } from '../app/BootstrapContext';
import { useGlobalStyles } from '../domain/global-styles/use-global-styles';
import { FontFaceStyles } from './FontFaceStyles';
import type { FontLibraryModalProps } from './FontLibraryModal';
import { variantCount } from './font-faces';
import { activeFonts, siteFontFamilies } from './font-lists';
import { NO_FONTS_INSTALLED } from './font-notices';
import '../ui/button.css';
import './TypographyFontsSection.css';

// The modal (tabs, upload, collections) is its own chunk, fetched when it is first opened.
const FontLibraryModal = lazy(() =>
  import('./FontLibraryModal').then((module) => ({ default: module.FontLibraryModal })),
);

type OpenModal = Omit<FontLibraryModalProps, 'onClose'>;

/** Two sliders: the 'Manage fonts' button's picture. */
function SlidersIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g stroke="currentColor" strokeWidth="1.5" fill="none">
        <path d="M4 8h16M4 16h16" />
        <circle cx="9" cy="8" r="2" fill="#fff" />
        <circle cx="15" cy="16" r="2" fill="#fff" />
      </g>
    </svg>
  );
}

/**
 * The Typography screen's Fonts section (spec 3 §2, shown when the font library is enabled): the
 * site's families (the theme's and the activated installed ones), each opening the 'Fonts' modal
 * on the Library tab at that font; 'Manage fonts' opens the Library, 'Add fonts' the Upload tab.
 */
export function TypographyFontsSection() {
  const { currentUser } = useBootstrap();
  const { merged } = useGlobalStyles();
  const families = useMemo(() => siteFontFamilies(activeFonts(merged.settings)), [merged.settings]);
  const [open, setOpen] = useState<OpenModal | null>(null);
  const canAdd = currentUser.capabilities.create_font_families === true;
  return (
    <section className="atelier-typography-fonts" aria-labelledby="atelier-typography-fonts">
      <div className="atelier-typography-fonts__header">
        <h2 id="atelier-typography-fonts" className="atelier-styles__section-title">
          Fonts
        </h2>
        <button
          type="button"
          className="atelier-typography-fonts__manage"
          aria-label="Manage fonts"
          title="Manage fonts"
          onClick={() => setOpen({ initialTab: 'library' })}
        >
          <SlidersIcon />
        </button>
      </div>
      <FontFaceStyles families={families} />
      {families.length === 0 ? (
        <p className="atelier-typography-fonts__empty">{NO_FONTS_INSTALLED}</p>
      ) : (
        <ul className="atelier-typography-fonts__list">
          {families.map((family) => (
            <li key={`${family.source}-${family.slug}`}>
              <button
                type="button"
                className="atelier-typography-fonts__font"
                onClick={() =>
                  setOpen({
                    initialTab: 'library',
                    initialFont: { slug: family.slug, source: family.source ?? 'custom' },
                  })
                }
              >
                <span style={{ fontFamily: family.fontFamily }}>{family.name}</span>
                <span className="atelier-typography-fonts__count">{variantCount(family)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <button
          type="button"
          className="atelier-button is-secondary atelier-typography-fonts__add"
          onClick={() => setOpen({ initialTab: 'upload' })}
        >
          Add fonts
        </button>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <FontLibraryModal {...open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
