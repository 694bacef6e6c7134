import type { ReactNode } from 'react';

/** The colours of the drawings (the same small palette as the Styles guide's). */
const INK = '#1e1e1e';
const ACCENT = '#3858e9';
const SOFT = '#e0e6ff';
const PAPER = '#f6f7f7';
const LINE = '#cccccc';

/** A page of a site: a header bar, content lines and a footer bar, built from blocks. */
function SiteFromBlocks() {
  return (
    <>
      <rect x="60" y="18" width="200" height="124" rx="6" fill="#fff" stroke={INK} />
      <rect x="72" y="30" width="176" height="18" rx="3" fill={ACCENT} />
      <rect x="72" y="58" width="110" height="10" rx="2" fill={INK} />
      <rect x="72" y="76" width="176" height="6" rx="3" fill={LINE} />
      <rect x="72" y="88" width="150" height="6" rx="3" fill={LINE} />
      <rect x="194" y="56" width="54" height="14" rx="7" fill={SOFT} stroke={ACCENT} />
      <rect x="72" y="114" width="176" height="16" rx="3" fill={INK} />
      <path d="M28 60h20M28 80h20M28 100h20" stroke={ACCENT} strokeWidth="4" />
      <path d="M272 60h20M272 80h20M272 100h20" stroke={ACCENT} strokeWidth="4" />
    </>
  );
}

/** One template shared by three pages: a change in it reaches them all. */
function SharedTemplate() {
  return (
    <>
      <rect
        x="40"
        y="30"
        width="96"
        height="100"
        rx="4"
        fill="#fff"
        stroke={ACCENT}
        strokeWidth="3"
      />
      <rect x="50" y="40" width="76" height="14" rx="2" fill={ACCENT} />
      <rect x="50" y="62" width="76" height="40" rx="2" fill={SOFT} />
      <rect x="50" y="108" width="76" height="12" rx="2" fill={INK} />
      {[0, 1, 2].map((slot) => (
        <g key={slot}>
          <path d={`M140 80L196 ${38 + slot * 42}`} stroke={INK} strokeDasharray="4 4" />
          <rect
            x="200"
            y={24 + slot * 42}
            width="80"
            height="30"
            rx="3"
            fill={PAPER}
            stroke={INK}
          />
          <rect x="208" y={30 + slot * 42} width="64" height="6" rx="2" fill={ACCENT} />
          <rect x="208" y={42 + slot * 42} width="44" height="5" rx="2" fill={LINE} />
        </g>
      ))}
    </>
  );
}

/** A page's content in focus inside its template, which stays faded around it. */
function PageInTemplate() {
  return (
    <>
      <rect x="60" y="18" width="200" height="124" rx="6" fill={PAPER} stroke={LINE} />
      <rect x="72" y="28" width="176" height="16" rx="3" fill={LINE} />
      <rect x="72" y="120" width="176" height="12" rx="3" fill={LINE} />
      <rect
        x="72"
        y="52"
        width="176"
        height="60"
        rx="3"
        fill="#fff"
        stroke={ACCENT}
        strokeWidth="3"
      />
      <rect x="84" y="62" width="100" height="10" rx="2" fill={INK} />
      <rect x="84" y="80" width="150" height="6" rx="3" fill={LINE} />
      <rect x="84" y="92" width="130" height="6" rx="3" fill={LINE} />
    </>
  );
}

/** The drawing of each shell guide, by the preference that keeps the guide. */
const DRAWINGS: Readonly<Record<string, () => ReactNode>> = Object.freeze({
  welcomeGuide: SiteFromBlocks,
  welcomeGuideTemplate: SharedTemplate,
  welcomeGuidePage: PageInTemplate,
});

/**
 * The picture of a shell guide ('Welcome to the site editor', 'Editing a template', 'Editing a
 * page'), drawn as inline SVG (decorative: the text says it all); null for another guide.
 */
export function ShellGuideIllustration({ preference }: { preference: string }) {
  const Drawing = DRAWINGS[preference];
  if (Drawing === undefined) return null;
  return (
    <svg
      className="atelier-welcome-guide__image"
      viewBox="0 0 320 160"
      width="100%"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      data-testid={`guide-image-${preference}`}
    >
      <rect width="320" height="160" fill={PAPER} />
      <Drawing />
    </svg>
  );
}
