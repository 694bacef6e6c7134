import { useState } from 'react';
import { FontCard } from './FontCard';
import { FontDetails } from './FontDetails';
import { FontFaceStyles } from './FontFaceStyles';
import { activationSummary, familyActivation, isFaceActive } from './font-activation';
import { activeListOf } from './font-lists';
import { type FontLibraryNotice, NO_FONTS_INSTALLED } from './font-notices';
import type { FontFamily, FontSource } from './font-types';
import type { FontLibrary } from './use-font-library';

/** A family picked in the Library tab, by slug and where it comes from. */
export interface LibrarySelection {
  slug: string;
  source: FontSource;
}

interface LibraryTabProps {
  library: FontLibrary;
  initialFont?: LibrarySelection | null;
  onNotice: (notice: FontLibraryNotice | null) => void;
}

function FamilyGroup({
  title,
  families,
  library,
  onOpen,
}: {
  title: string;
  families: readonly FontFamily[];
  library: FontLibrary;
  onOpen: (family: FontFamily) => void;
}) {
  if (families.length === 0) return null;
  return (
    <section className="atelier-font-library__group" aria-label={title}>
      <h3 className="atelier-font-library__group-title">{title}</h3>
      <ul className="atelier-font-library__cards">
        {families.map((family) => (
          <FontCard
            key={family.slug}
            family={family}
            detail={activationSummary(activeListOf(library.active, family), family)}
            onClick={() => onOpen(family)}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The Library tab (spec 3 §2): 'Installed Fonts' (the server's library) and 'Theme Fonts', each
 * family opening its details with the variant checklist.
 */
export function LibraryTab({ library, initialFont = null, onNotice }: LibraryTabProps) {
  const [selection, setSelection] = useState<LibrarySelection | null>(initialFont);
  const installed = library.installed ?? [];
  const families = [...installed, ...library.themeFonts];
  const selected =
    selection === null
      ? undefined
      : (selection.source === 'custom' ? installed : library.themeFonts).find(
          (family) => family.slug === selection.slug,
        );
  if (selected !== undefined) {
    const active = activeListOf(library.active, selected);
    return (
      <>
        <FontFaceStyles families={[selected]} />
        <FontDetails
          family={selected}
          library={library}
          isChecked={(face) => isFaceActive(active, selected, face)}
          all={familyActivation(active, selected)}
          onBack={() => setSelection(null)}
          onNotice={onNotice}
          onDeleted={() => setSelection(null)}
        />
      </>
    );
  }
  if (library.installed === undefined && library.themeFonts.length === 0) {
    return <p className="atelier-font-library__empty">Loading…</p>;
  }
  return (
    <div className="atelier-font-library__list">
      <FontFaceStyles families={families} />
      {families.length === 0 && <p className="atelier-font-library__empty">{NO_FONTS_INSTALLED}</p>}
      <FamilyGroup
        title="Installed Fonts"
        families={installed}
        library={library}
        onOpen={(family) => setSelection({ slug: family.slug, source: 'custom' })}
      />
      <FamilyGroup
        title="Theme Fonts"
        families={library.themeFonts}
        library={library}
        onOpen={(family) => setSelection({ slug: family.slug, source: 'theme' })}
      />
    </div>
  );
}
