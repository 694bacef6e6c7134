// Median time to merge a realistic block theme (defaults < theme < style variation < user) and
// generate its full global stylesheet. Run: npx tsx bench/theme-json-css.ts
import {
  generateGlobalStylesheet,
  mergeThemeJson,
  type ThemeJson,
} from '../packages/theme-json/src/index';

const colors = [
  'base',
  'base-2',
  'contrast',
  'contrast-2',
  'contrast-3',
  'accent',
  'accent-2',
  'accent-3',
  'accent-4',
  'accent-5',
];
const blockNames = [
  'core/group',
  'core/columns',
  'core/column',
  'core/cover',
  'core/image',
  'core/gallery',
  'core/heading',
  'core/paragraph',
  'core/list',
  'core/quote',
  'core/pullquote',
  'core/code',
  'core/preformatted',
  'core/table',
  'core/separator',
  'core/spacer',
  'core/buttons',
  'core/button',
  'core/navigation',
  'core/site-title',
  'core/site-tagline',
  'core/post-title',
  'core/post-date',
  'core/post-excerpt',
  'core/post-featured-image',
  'core/post-terms',
  'core/query-pagination',
  'core/comments',
  'core/search',
  'core/details',
];

const face = (family: string, file: string, weight: string, style = 'normal') => ({
  fontFamily: family,
  fontStyle: style,
  fontWeight: weight,
  src: [`file:./assets/fonts/${file}.woff2`],
});

const theme: ThemeJson = {
  version: 3,
  settings: {
    appearanceTools: true,
    useRootPaddingAwareAlignments: true,
    color: {
      defaultPalette: false,
      defaultGradients: false,
      palette: colors.map((slug, index) => ({
        slug,
        name: slug,
        color: `hsl(${index * 36}, 40%, ${20 + index * 6}%)`,
      })),
      gradients: ['a', 'b', 'c', 'd'].map((slug) => ({
        slug: `gradient-${slug}`,
        gradient: 'linear-gradient(to bottom, #cfcabe 0%, #f9f9f9 100%)',
      })),
      duotone: [{ slug: 'duo', colors: ['#111111', '#ffeedd'] }],
    },
    layout: { contentSize: '620px', wideSize: '1280px' },
    spacing: {
      units: ['%', 'px', 'em', 'rem', 'vh', 'vw'],
      spacingSizes: ['10', '20', '30', '40', '50', '60', '70', '80'].map((slug, index) => ({
        slug,
        size: `clamp(${0.5 + index * 0.25}rem, ${2 + index}vw, ${1 + index * 0.75}rem)`,
      })),
    },
    typography: {
      fluid: true,
      fontFamilies: [
        {
          slug: 'body',
          fontFamily: '"Inter", sans-serif',
          fontFace: [
            face('Inter', 'inter', '300 900'),
            face('Inter', 'inter-italic', '300 900', 'italic'),
          ],
        },
        {
          slug: 'heading',
          fontFamily: '"Cardo", serif',
          fontFace: [
            face('Cardo', 'cardo-400', '400'),
            face('Cardo', 'cardo-700', '700'),
            face('Cardo', 'cardo-italic', '400', 'italic'),
          ],
        },
        {
          slug: 'mono',
          fontFamily: '"Jetbrains Mono", monospace',
          fontFace: [face('Jetbrains Mono', 'jetbrains', '100 800')],
        },
      ],
      fontSizes: [
        { slug: 'small', size: '0.9rem', fluid: false },
        { slug: 'medium', size: '1.05rem', fluid: { min: '1rem', max: '1.05rem' } },
        { slug: 'large', size: '1.85rem', fluid: { min: '1.39rem', max: '1.85rem' } },
        { slug: 'x-large', size: '2.5rem' },
        { slug: 'xx-large', size: '3.27rem' },
        { slug: 'huge', size: '4.5rem' },
      ],
    },
    custom: {
      lineHeight: { body: 1.6, heading: 1.2, tight: 1.1 },
      spacing: {
        outer: 'var(--wp--preset--spacing--50)',
        gutter: { small: '1rem', large: '2rem' },
      },
      border: { radius: '6px', width: '1px' },
    },
    blocks: { 'core/button': { color: { palette: [{ slug: 'cta', color: '#ff6600' }] } } },
  },
  styles: {
    color: { background: 'var:preset|color|base', text: 'var:preset|color|contrast' },
    spacing: {
      blockGap: '1.2rem',
      padding: {
        top: '0',
        right: 'var:preset|spacing|50',
        bottom: '0',
        left: 'var:preset|spacing|50',
      },
    },
    typography: {
      fontFamily: 'var:preset|font-family|body',
      fontSize: 'var:preset|font-size|medium',
      lineHeight: '1.55',
    },
    elements: {
      link: {
        color: { text: 'var:preset|color|contrast' },
        ':hover': { typography: { textDecoration: 'none' } },
        ':focus': { outline: { width: '2px', style: 'solid', color: 'currentColor' } },
      },
      heading: {
        color: { text: 'var:preset|color|contrast' },
        typography: {
          fontFamily: 'var:preset|font-family|heading',
          fontWeight: '400',
          lineHeight: '1.2',
        },
      },
      h1: { typography: { fontSize: 'var:preset|font-size|xx-large' } },
      h2: { typography: { fontSize: 'var:preset|font-size|x-large' } },
      h3: { typography: { fontSize: 'var:preset|font-size|large' } },
      h4: { typography: { fontSize: '1.5rem' } },
      h5: { typography: { fontSize: '1.2rem' } },
      h6: { typography: { fontSize: '1rem' } },
      button: {
        border: { radius: '.33rem' },
        color: { background: 'var:preset|color|contrast', text: 'var:preset|color|base' },
        ':hover': { color: { background: 'var:preset|color|contrast-2' } },
        ':focus': { color: { background: 'var:preset|color|contrast-2' } },
      },
      caption: {
        color: { text: 'var:preset|color|contrast-2' },
        typography: { fontSize: '0.8rem' },
      },
      cite: { typography: { fontStyle: 'normal' } },
    },
    blocks: Object.fromEntries(
      blockNames.map((name, index) => [
        name,
        {
          color: { text: `var:preset|color|${colors[index % colors.length]}` },
          spacing: { margin: { top: '0', bottom: 'var:preset|spacing|30' } },
          border:
            index % 3 === 0 ? { color: 'var:preset|color|contrast-3', width: '1px' } : undefined,
          typography: { fontSize: index % 2 === 0 ? 'var:preset|font-size|small' : '1.1rem' },
          elements: {
            link: {
              color: { text: 'var:preset|color|accent' },
              ':hover': { color: { text: 'var:preset|color|accent-2' } },
            },
          },
          variations:
            index % 4 === 0
              ? {
                  outline: {
                    border: { width: '1px', color: 'currentColor' },
                    color: { background: 'transparent' },
                  },
                }
              : undefined,
          css: index % 5 === 0 ? '& p { margin: 0 } &:hover { opacity: .9 }' : undefined,
        },
      ]),
    ),
    variations: {
      'section-dark': {
        title: 'Dark',
        blockTypes: ['core/group', 'core/columns', 'core/cover'],
        color: { background: 'var:preset|color|contrast', text: 'var:preset|color|base' },
        elements: { link: { color: { text: 'var:preset|color|base' } } },
        blocks: { 'core/heading': { color: { text: 'var:preset|color|base-2' } } },
      },
    },
    css: '.site-footer { border-top: 1px solid currentColor; }',
  },
  templateParts: [
    { name: 'header', area: 'header' },
    { name: 'footer', area: 'footer' },
  ],
};

const variation: ThemeJson = {
  version: 3,
  title: 'Evening',
  settings: {
    color: {
      palette: colors.map((slug, index) => ({
        slug,
        color: `hsl(${index * 36}, 30%, ${80 - index * 6}%)`,
      })),
    },
  },
  styles: { color: { background: 'var:preset|color|contrast', text: 'var:preset|color|base' } },
};

const user: ThemeJson = {
  version: 3,
  settings: {
    color: { palette: { custom: [{ slug: 'brand', color: '#0055ff' }] } },
    typography: {
      fontFamilies: {
        custom: [
          {
            slug: 'uploaded',
            fontFamily: 'Uploaded',
            fontFace: [{ fontFamily: 'Uploaded', src: ['/wp-content/fonts/uploaded.woff2'] }],
          },
        ],
      },
    },
  },
  styles: {
    elements: { link: { color: { text: 'var:preset|color|brand' } } },
    blocks: { 'core/quote': { typography: { fontStyle: 'italic' } } },
  },
};

const resolveFontUrl = (src: string) => src.replace('file:./', '/wp-content/themes/atelier/');

function run(): string {
  const merged = mergeThemeJson({ theme, variation, user });
  return generateGlobalStylesheet(merged, { resolveFontUrl });
}

const warmup = 200;
const samples = 2000;
for (let i = 0; i < warmup; i++) run();
const times: number[] = [];
let size = 0;
for (let i = 0; i < samples; i++) {
  const start = performance.now();
  size = run().length;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
console.log(
  `theme-json merge + full stylesheet: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms ` +
    `over ${samples} runs (${blockNames.length} styled blocks, ${(size / 1024).toFixed(1)} KiB of CSS)`,
);
