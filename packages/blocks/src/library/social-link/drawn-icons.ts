/**
 * Glyphs drawn for Atelier where the brand icon package has none: the mail envelope, the generic
 * link (WordPress's icon for services it has no logo for) and LinkedIn's "in" mark. Inner SVG
 * markup for a 24×24 view box.
 */
export const DRAWN_ICONS: Readonly<Record<string, string>> = {
  mail: '<path fill-rule="evenodd" d="M3 5h18v14H3V5Zm1.5 1.5v11h15v-11h-15Zm0 .8L12 12.8l7.5-5.5v1.9L12 14.7 4.5 9.2V7.3Z"/>',
  chain:
    '<path d="M10 14a4 4 0 0 0 5.66 0l3.17-3.17a4 4 0 0 0-5.66-5.66L11.5 6.83M14 10a4 4 0 0 0-5.66 0l-3.17 3.17a4 4 0 0 0 5.66 5.66l1.67-1.66" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  linkedin:
    '<path fill-rule="evenodd" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 7v7h2.4v-7H7Zm1.2-3.6a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8ZM11 10v7h2.4v-3.8c0-1 .6-1.6 1.4-1.6s1.2.6 1.2 1.6V17h2.4v-4.4c0-2-1.2-2.8-2.7-2.8-1 0-1.8.5-2.3 1.1V10H11Z"/>',
};
