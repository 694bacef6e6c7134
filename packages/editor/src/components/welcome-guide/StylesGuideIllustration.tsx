/** The colours the drawings use (a small palette, drawn in the product). */
const INK = '#1e1e1e';
const ACCENT = '#3858e9';
const SOFT = '#e0e6ff';
const PAPER = '#f6f7f7';

/** A site with a heading, text lines and a swatch row: the whole site's look. */
function SiteLook() {
  return (
    <>
      <rect x="40" y="20" width="240" height="120" rx="6" fill="#fff" stroke={INK} />
      <rect x="56" y="36" width="120" height="12" rx="2" fill={INK} />
      <rect x="56" y="58" width="200" height="6" rx="3" fill="#ccc" />
      <rect x="56" y="70" width="180" height="6" rx="3" fill="#ccc" />
      <circle cx="68" cy="110" r="10" fill={ACCENT} />
      <circle cx="94" cy="110" r="10" fill={SOFT} stroke={INK} />
      <circle cx="120" cy="110" r="10" fill={INK} />
      <text x="200" y="118" fontSize="28" fontFamily="serif" fill={INK}>
        Aa
      </text>
    </>
  );
}

/** Style variations side by side, one chosen, with a slider under them. */
function Variations() {
  return (
    <>
      {[0, 1, 2].map((slot) => (
        <g key={slot}>
          <rect
            x={48 + slot * 80}
            y="28"
            width="64"
            height="64"
            rx="4"
            fill={slot === 1 ? SOFT : PAPER}
            stroke={slot === 1 ? ACCENT : INK}
            strokeWidth={slot === 1 ? 3 : 1}
          />
          <text x={60 + slot * 80} y="70" fontSize="22" fontFamily="serif" fill={INK}>
            Aa
          </text>
        </g>
      ))}
      <rect x="48" y="116" width="224" height="4" rx="2" fill="#ccc" />
      <circle cx="170" cy="118" r="8" fill={ACCENT} />
    </>
  );
}

/** A button block and a quote block, each restyled. */
function Blocks() {
  return (
    <>
      <rect x="48" y="30" width="104" height="36" rx="18" fill={ACCENT} />
      <rect x="68" y="45" width="64" height="6" rx="3" fill="#fff" />
      <rect x="172" y="26" width="100" height="44" rx="4" fill={PAPER} stroke={INK} />
      <rect x="172" y="26" width="5" height="44" fill={ACCENT} />
      <rect x="186" y="40" width="74" height="6" rx="3" fill="#aaa" />
      <rect x="186" y="52" width="56" height="6" rx="3" fill="#aaa" />
      <rect x="48" y="90" width="224" height="40" rx="4" fill="#fff" stroke={INK} />
      <text x="60" y="116" fontSize="16" fontFamily="monospace" fill={INK}>
        {'{ } blocks'}
      </text>
    </>
  );
}

/** A code panel and a book: CSS and help. */
function LearnMore() {
  return (
    <>
      <rect x="40" y="24" width="150" height="112" rx="6" fill={INK} />
      <rect x="56" y="44" width="60" height="6" rx="3" fill={ACCENT} />
      <rect x="68" y="60" width="90" height="6" rx="3" fill="#ccc" />
      <rect x="68" y="76" width="70" height="6" rx="3" fill="#ccc" />
      <rect x="56" y="92" width="14" height="6" rx="3" fill={ACCENT} />
      <path
        d="M210 40h60v90h-60a10 10 0 0 1-10-10V50a10 10 0 0 1 10-10z"
        fill={SOFT}
        stroke={INK}
      />
      <path d="M214 60h44M214 74h44M214 88h30" stroke={INK} strokeWidth="2" />
    </>
  );
}

const DRAWINGS = [SiteLook, Variations, Blocks, LearnMore];

/** The drawing of one page of 'Welcome to Styles' (decorative: the text says it all). */
export function StylesGuideIllustration({ page }: { page: number }) {
  const Drawing = DRAWINGS[page];
  if (Drawing === undefined) return null;
  return (
    <svg
      className="atelier-welcome-guide__image"
      viewBox="0 0 320 160"
      width="100%"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      data-testid={`styles-guide-image-${page + 1}`}
    >
      <rect width="320" height="160" fill={PAPER} />
      <Drawing />
    </svg>
  );
}
