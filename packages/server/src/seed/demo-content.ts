import { blocks, markup as m } from './block-markup.js';

export interface DemoPost {
  title: string;
  slug: string;
  author: 'admin' | 'maya' | 'theo';
  daysAgo: number;
  categories: string[];
  tags: string[];
  excerpt: string;
  content: string;
}

export const DEMO_CATEGORIES = [
  {
    name: 'Studio Notes',
    slug: 'studio-notes',
    description: 'What happens at the workbench, week by week.',
  },
  { name: 'Design', slug: 'design', description: 'Layout, colour and type.' },
  { name: 'Craft', slug: 'craft', description: 'Materials, tools and the hands that use them.' },
  { name: 'Travel', slug: 'travel', description: 'Workshops and markets we visited.' },
];

export const DEMO_TAGS = [
  { name: 'Typography', slug: 'typography' },
  { name: 'Colour', slug: 'colour' },
  { name: 'Layout', slug: 'layout' },
  { name: 'Tools', slug: 'tools' },
  { name: 'Textiles', slug: 'textiles' },
  { name: 'Ceramics', slug: 'ceramics' },
];

export const DEMO_AUTHORS = [
  {
    username: 'maya',
    displayName: 'Maya Okafor',
    email: 'maya@example.com',
    description: 'Weaver and the studio’s colour obsessive.',
  },
  {
    username: 'theo',
    displayName: 'Theo Lindqvist',
    email: 'theo@example.com',
    description: 'Potter, writer, occasional typesetter.',
  },
];

export const DEMO_PAGES = {
  home: {
    title: 'Home',
    slug: 'home',
    content: blocks(
      m.heading('Made slowly, on purpose', 1),
      m.paragraph(
        'Atelier Demo is a small studio making textiles, ceramics and printed things. This site is built with Atelier: every template, part and style here can be changed in the site editor.',
      ),
      m.heading('What we make'),
      m.list([
        'Hand-woven throws and table linen',
        'Stoneware for everyday use',
        'Letterpress cards and posters',
      ]),
    ),
  },
  about: {
    title: 'About',
    slug: 'about',
    content: blocks(
      m.paragraph(
        'We started in a shared basement with one loom, one kiln and a borrowed press. Ten years later the basement is bigger and the habits are the same: small batches, honest materials, and things that get better with use.',
      ),
      m.quote('Make the thing you would want to keep for twenty years.', 'The studio’s only rule'),
    ),
  },
  contact: {
    title: 'Contact',
    slug: 'contact',
    content: blocks(
      m.paragraph(
        'Write to hello@example.com, or visit the studio on Saturdays between ten and four.',
      ),
      m.paragraph('Commissions open twice a year; the next window is announced on the blog.'),
    ),
  },
  blog: { title: 'Blog', slug: 'blog', content: '' },
} as const;

function article(intro: string, heading: string, body: string, closing: string): string {
  return blocks(
    m.paragraph(intro),
    m.heading(heading),
    m.paragraph(body),
    m.separator(),
    m.paragraph(closing),
  );
}

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Warping the big loom for winter',
    slug: 'warping-the-big-loom-for-winter',
    author: 'maya',
    daysAgo: 2,
    categories: ['studio-notes', 'craft'],
    tags: ['textiles', 'tools'],
    excerpt: 'Four hundred ends of undyed wool and a very patient afternoon.',
    content: article(
      'Four hundred ends of undyed wool went on the big loom this week.',
      'Why undyed',
      'Natural greys and creams take dye evenly later, and they look good on their own if we change our minds.',
      'The first throws come off the loom in about three weeks.',
    ),
  },
  {
    title: 'A palette from the harbour',
    slug: 'a-palette-from-the-harbour',
    author: 'maya',
    daysAgo: 9,
    categories: ['design'],
    tags: ['colour'],
    excerpt: 'Rust, kelp and wet slate: the colours of this season’s linen.',
    content: article(
      'Every season starts with a walk and a notebook.',
      'Rust, kelp, slate',
      'We matched swatches against the hulls and the seaweed at low tide, then cut the list down to five.',
      'The palette is now on the studio wall, where it will be argued about until spring.',
    ),
  },
  {
    title: 'Choosing a typeface for the price cards',
    slug: 'choosing-a-typeface-for-the-price-cards',
    author: 'theo',
    daysAgo: 15,
    categories: ['design'],
    tags: ['typography', 'layout'],
    excerpt: 'Legibility at arm’s length beats personality at close range.',
    content: article(
      'Price cards are read from a step away, often in poor light.',
      'What we tested',
      'Three faces, four sizes, printed and pinned at the market stall for a weekend.',
      'The winner was the plainest one, which is usually how it goes.',
    ),
  },
  {
    title: 'Glaze tests, round three',
    slug: 'glaze-tests-round-three',
    author: 'theo',
    daysAgo: 23,
    categories: ['craft', 'studio-notes'],
    tags: ['ceramics'],
    excerpt: 'Twenty-four tiles, two keepers.',
    content: article(
      'Round three of glaze tests came out of the kiln on Tuesday.',
      'The keepers',
      'A celadon that breaks brown on the rims and a matte white that does not show fingerprints.',
      'Both go into production mugs next month.',
    ),
  },
  {
    title: 'Notes from the Ghent textile fair',
    slug: 'notes-from-the-ghent-textile-fair',
    author: 'maya',
    daysAgo: 34,
    categories: ['travel'],
    tags: ['textiles'],
    excerpt: 'Three days, two suitcases of yarn, one new supplier.',
    content: article(
      'The fair was smaller than last year and better for it.',
      'Worth the trip',
      'We met a spinner who works with local flax and left with samples and a handshake.',
      'Expect linen from her yarn on the shelves by autumn.',
    ),
  },
  {
    title: 'Sharpening, properly',
    slug: 'sharpening-properly',
    author: 'theo',
    daysAgo: 41,
    categories: ['craft'],
    tags: ['tools'],
    excerpt: 'A dull trimming tool ruins more pots than a bad throw.',
    content: article(
      'Our trimming tools had drifted from sharp to merely pointy.',
      'Stones and strops',
      'A medium stone, a fine stone and a leather strop bring them back in ten minutes each.',
      'Now it is on the Friday checklist.',
    ),
  },
  {
    title: 'The grid behind the new catalogue',
    slug: 'the-grid-behind-the-new-catalogue',
    author: 'admin',
    daysAgo: 52,
    categories: ['design'],
    tags: ['layout', 'typography'],
    excerpt: 'Twelve columns, one baseline, no exceptions.',
    content: article(
      'The printed catalogue needed to hold photographs of very different shapes.',
      'Twelve columns',
      'A twelve-column grid lets a tall vase and a wide throw share a spread without either looking cramped.',
      'The same grid now shapes this website.',
    ),
  },
  {
    title: 'Why we close in August',
    slug: 'why-we-close-in-august',
    author: 'admin',
    daysAgo: 66,
    categories: ['studio-notes'],
    tags: [],
    excerpt: 'Rest is part of the process.',
    content: article(
      'Every August the studio closes for three weeks.',
      'What happens instead',
      'We clean, repair, sketch and mostly stay away from the kiln.',
      'Orders placed in August ship in the first week of September.',
    ),
  },
  {
    title: 'Indigo, at last',
    slug: 'indigo-at-last',
    author: 'maya',
    daysAgo: 78,
    categories: ['craft'],
    tags: ['colour', 'textiles'],
    excerpt: 'A fermentation vat, six weeks of patience, and blue hands.',
    content: article(
      'The indigo vat finally came alive after six weeks.',
      'Keeping it happy',
      'Warmth, a little bran every few days, and no rushing.',
      'The first dipped scarves are drying in the yard.',
    ),
  },
  {
    title: 'A morning at the clay pits',
    slug: 'a-morning-at-the-clay-pits',
    author: 'theo',
    daysAgo: 90,
    categories: ['travel', 'craft'],
    tags: ['ceramics'],
    excerpt: 'Digging our own clay is slow, muddy and worth it.',
    content: article(
      'We drove out before dawn to dig a few buckets of local clay.',
      'Slaking and sieving',
      'It takes a week to turn a bucket of earth into something you can throw.',
      'The first test bowls are drying now.',
    ),
  },
  {
    title: 'Letterpress for beginners',
    slug: 'letterpress-for-beginners',
    author: 'theo',
    daysAgo: 104,
    categories: ['craft', 'design'],
    tags: ['typography', 'tools'],
    excerpt: 'Our Saturday workshop, explained.',
    content: article(
      'The Saturday letterpress workshop is back.',
      'What you will make',
      'A two-colour card set in metal type, printed by hand on cotton paper.',
      'Places are limited to six, so the press gets a rest between turns.',
    ),
  },
  {
    title: 'Ten years in the basement',
    slug: 'ten-years-in-the-basement',
    author: 'admin',
    daysAgo: 130,
    categories: ['studio-notes'],
    tags: ['tools', 'textiles', 'ceramics'],
    excerpt: 'A short history of the studio, with photographs we found in a drawer.',
    content: article(
      'The studio turns ten this month.',
      'Then and now',
      'One loom became three, the borrowed press was bought, and the kiln has been rebuilt twice.',
      'Thank you for reading, buying, and visiting.',
    ),
  },
];
