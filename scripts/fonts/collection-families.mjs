// What the offline font collection holds: the collection's own fields and the Fontsource
// packages its families come from, each pinned so a rebuild gives the same files.

/** The collection as `/wp/v2/font-collections` names it. */
export const COLLECTION = {
  slug: 'atelier-offline',
  name: 'Atelier Fonts',
  description:
    'Open-licence typefaces that come with Atelier. They install from this server, so no outside service is asked for anything.',
};

/** The categories, in the order the modal offers them; a family's comes from its package. */
export const CATEGORIES = [
  { name: 'Sans Serif', slug: 'sans-serif' },
  { name: 'Serif', slug: 'serif' },
  { name: 'Display', slug: 'display' },
  { name: 'Monospace', slug: 'monospace' },
  { name: 'Handwriting', slug: 'handwriting' },
];

/** The generic family written after each family's name in its CSS `font-family` value. */
export const GENERIC_FAMILY = {
  'sans-serif': 'sans-serif',
  serif: 'serif',
  display: 'system-ui',
  monospace: 'monospace',
  handwriting: 'cursive',
};

/** Weights offered when a package has them; a family with neither gets its one nearest 400. */
export const OFFERED_WEIGHTS = [400, 700];

/** Licences the collection may ship (SPDX ids as Fontsource's metadata names them). */
export const ALLOWED_LICENCES = ['OFL-1.1', 'Apache-2.0'];

/** The packages, by category as Google Fonts files them (the build checks each one's metadata). */
export const PACKAGES = [
  // Sans serif
  '@fontsource/inter@5.3.0',
  '@fontsource/roboto@5.3.0',
  '@fontsource/open-sans@5.3.0',
  '@fontsource/lato@5.3.0',
  '@fontsource/montserrat@5.3.0',
  '@fontsource/source-sans-3@5.3.0',
  '@fontsource/nunito@5.3.0',
  '@fontsource/work-sans@5.3.0',
  '@fontsource/fira-sans@5.3.0',
  '@fontsource/ibm-plex-sans@5.3.0',
  '@fontsource/dm-sans@5.3.0',
  '@fontsource/karla@5.3.0',
  '@fontsource/raleway@5.3.0',
  '@fontsource/figtree@5.3.0',
  // Serif
  '@fontsource/merriweather@5.3.0',
  '@fontsource/lora@5.3.0',
  '@fontsource/playfair-display@5.3.0',
  '@fontsource/pt-serif@5.3.0',
  '@fontsource/libre-baskerville@5.3.0',
  '@fontsource/eb-garamond@5.3.0',
  '@fontsource/crimson-pro@5.3.0',
  '@fontsource/source-serif-4@5.3.1',
  '@fontsource/noto-serif@5.3.0',
  '@fontsource/cormorant-garamond@5.3.0',
  '@fontsource/spectral@5.3.0',
  '@fontsource/bitter@5.3.0',
  // Display
  '@fontsource/abril-fatface@5.3.0',
  '@fontsource/bebas-neue@5.3.0',
  '@fontsource/lobster@5.3.0',
  '@fontsource/righteous@5.3.0',
  '@fontsource/alfa-slab-one@5.3.0',
  '@fontsource/bungee@5.3.0',
  '@fontsource/staatliches@5.3.0',
  '@fontsource/comfortaa@5.3.0',
  '@fontsource/monoton@5.3.0',
  // Monospace
  '@fontsource/fira-code@5.3.0',
  '@fontsource/jetbrains-mono@5.3.0',
  '@fontsource/source-code-pro@5.3.0',
  '@fontsource/ibm-plex-mono@5.3.0',
  '@fontsource/roboto-mono@5.3.0',
  '@fontsource/space-mono@5.3.0',
  '@fontsource/inconsolata@5.3.0',
  '@fontsource/dm-mono@5.3.0',
  // Handwriting
  '@fontsource/caveat@5.3.0',
  '@fontsource/dancing-script@5.3.0',
  '@fontsource/pacifico@5.3.0',
  '@fontsource/shadows-into-light@5.3.0',
  '@fontsource/indie-flower@5.3.0',
  '@fontsource/satisfy@5.3.0',
  '@fontsource/kalam@5.3.0',
  '@fontsource/patrick-hand@5.3.0',
  '@fontsource/great-vibes@5.3.0',
];
