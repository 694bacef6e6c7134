/**
 * Block markup written the ways other tools write it, and random typing, for the property-style
 * test that nothing typed is lost (e2e/typing-markup-variants.spec.ts).
 */

/** A block: a leaf holds its HTML; a container opens, holds its inner blocks, then closes. */
export type MarkupBlock =
  | { name: string; attrs?: Record<string, unknown>; html: string }
  | {
      name: string;
      attrs?: Record<string, unknown>;
      open: string;
      inner: MarkupBlock[];
      close: string;
    };

export type Layout = 'compact' | 'pretty' | 'crlf' | 'indented';

function comment(block: MarkupBlock, closing: boolean): string {
  if (closing) return `<!-- /wp:${block.name} -->`;
  const attrs = block.attrs === undefined ? '' : ` ${JSON.stringify(block.attrs)}`;
  return `<!-- wp:${block.name}${attrs} -->`;
}

/**
 * The markup of blocks in a layout: compact (no white space at all, as many importers write),
 * pretty (the block editor's line breaks), CRLF line endings, or indented by nesting depth.
 * White space goes only between tags and delimiters, never inside an element's text.
 */
export function writeMarkup(blocks: readonly MarkupBlock[], layout: Layout, depth = 0): string {
  const newline = layout === 'compact' ? '' : layout === 'crlf' ? '\r\n' : '\n';
  const pad = (level: number) => (layout === 'indented' ? '\t'.repeat(level) : '');
  const line = (text: string, level: number) => `${pad(level)}${text}`;
  return blocks
    .map((block) => {
      const parts =
        'html' in block
          ? [
              line(comment(block, false), depth),
              line(block.html, depth),
              line(comment(block, true), depth),
            ]
          : [
              line(comment(block, false), depth),
              line(block.open, depth),
              writeMarkup(block.inner, layout, depth + 1),
              line(block.close, depth),
              line(comment(block, true), depth),
            ];
      return parts.join(newline);
    })
    .join(layout === 'compact' ? '' : `${newline}${newline}`);
}

/** Inline text as documents hold it: entities and formats (`rich`), or plain words. */
export function sampleText(word: string, rich: boolean): string {
  return rich
    ? `${word} &amp; Tom&#8217;s <strong>bold</strong> <em>day</em>&nbsp;off`
    : `${word} text`;
}

/** One block of every type whose text is edited in place, with `text(word)` as their texts. */
export function richTextBlocks(text: (word: string) => string): MarkupBlock[] {
  return [
    { name: 'paragraph', html: `<p>${text('Para')}</p>` },
    { name: 'heading', html: `<h2 class="wp-block-heading">${text('Head')}</h2>` },
    {
      name: 'list',
      open: '<ul class="wp-block-list">',
      inner: [
        { name: 'list-item', html: `<li>${text('One')}</li>` },
        { name: 'list-item', html: `<li>${text('Two')}</li>` },
      ],
      close: '</ul>',
    },
    {
      name: 'quote',
      open: '<blockquote class="wp-block-quote">',
      inner: [{ name: 'paragraph', html: `<p>${text('Quoted')}</p>` }],
      close: `<cite>${text('Cite')}</cite></blockquote>`,
    },
    {
      name: 'pullquote',
      html: `<figure class="wp-block-pullquote"><blockquote><p>${text('Pull')}</p><cite>${text('Who')}</cite></blockquote></figure>`,
    },
    { name: 'preformatted', html: `<pre class="wp-block-preformatted">${text('Pre')}</pre>` },
    { name: 'verse', html: `<pre class="wp-block-verse">${text('Verse')}</pre>` },
    { name: 'code', html: `<pre class="wp-block-code"><code>${text('Code')}</code></pre>` },
    {
      name: 'buttons',
      open: '<div class="wp-block-buttons">',
      inner: [
        {
          name: 'button',
          html: `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">${text('Button')}</a></div>`,
        },
      ],
      close: '</div>',
    },
    {
      name: 'image',
      html: `<figure class="wp-block-image"><img src="/missing.jpg" alt=""/><figcaption class="wp-element-caption">${text('Caption')}</figcaption></figure>`,
    },
    {
      name: 'details',
      attrs: { showContent: true },
      open: `<details class="wp-block-details" open><summary>${text('Summary')}</summary>`,
      inner: [{ name: 'paragraph', html: `<p>${text('Detail')}</p>` }],
      close: '</details>',
    },
    {
      name: 'group',
      attrs: { layout: { type: 'constrained' } },
      open: '<div class="wp-block-group">',
      inner: [{ name: 'paragraph', html: `<p>${text('Grouped')}</p>` }],
      close: '</div>',
    },
  ];
}

/** A key a person presses while typing: a run of characters, Enter or Backspace. */
export type Stroke = { kind: 'text'; text: string } | { kind: 'enter' } | { kind: 'backspace' };

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Random typing: letters and spaces, now and then Enter, and Backspace only over what this run
 * typed (so the expected text is known without modelling how each block joins with the one before).
 */
export function randomStrokes(random: () => number, count: number, allowEnter: boolean): Stroke[] {
  const strokes: Stroke[] = [];
  let typed = 0;
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.12 && typed > 0) {
      strokes.push({ kind: 'backspace' });
      typed -= 1;
    } else if (roll < 0.2 && allowEnter) {
      strokes.push({ kind: 'enter' });
      typed += 1;
    } else {
      const length = 1 + Math.floor(random() * 4);
      let text = random() < 0.5 ? ' ' : '';
      for (let j = 0; j < length; j++) text += LETTERS[Math.floor(random() * LETTERS.length)];
      strokes.push({ kind: 'text', text });
      typed += text.length;
    }
  }
  return strokes;
}

/** What the text holds after the strokes: Enter as a line break, Backspace taking the last one. */
export function typedText(strokes: readonly Stroke[]): string {
  let text = '';
  for (const stroke of strokes) {
    if (stroke.kind === 'text') text += stroke.text;
    else if (stroke.kind === 'enter') text += '\n';
    else text = text.slice(0, -1);
  }
  return text;
}

/**
 * Text compared the way a reader sees it: any run of white space (line breaks, block boundaries,
 * the no-break spaces a browser writes for trailing spaces) is one space.
 */
export function readerText(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}
