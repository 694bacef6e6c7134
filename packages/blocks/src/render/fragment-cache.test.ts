import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { createMemoryContext } from '../testing/memory-lookups';
import type { FragmentEntry, FragmentStore } from './fragment-cache';
import { pieceHtml, renderPieces, renderWithStyles } from './render-blocks';
import type { RenderContext } from './render-context';
import { data, post } from './render-fixtures';

function mapStore(): FragmentStore & { entries(): FragmentEntry[] } {
  const entries = new Map<string, FragmentEntry>();
  return {
    get: (key) => entries.get(key),
    set: (key, entry) => {
      entries.set(key, entry);
    },
    entries: () => [...entries.values()],
  };
}

/** A context whose template part and pattern look-ups are counted. */
function countedContext(overrides: Partial<RenderContext> = {}) {
  const context = createMemoryContext(data, overrides);
  const calls = { parts: 0, patterns: 0 };
  const lookups = context.lookups;
  context.lookups = {
    ...lookups,
    templatePart: (theme, slug) => {
      calls.parts += 1;
      return lookups.templatePart(theme, slug);
    },
    themePattern: (slug) => {
      calls.patterns += 1;
      return lookups.themePattern(slug);
    },
  };
  return { context, calls };
}

const TEMPLATE = parse(
  [
    '<!-- wp:template-part {"slug":"header","theme":"atelier"} /-->',
    '<!-- wp:group {"style":{"spacing":{"blockGap":"3rem"}},"layout":{"type":"flex"}} -->',
    '<div class="wp-block-group"><!-- wp:post-title /--><!-- wp:pattern {"slug":"atelier/hero"} /--></div>',
    '<!-- /wp:group -->',
  ].join('\n'),
);

describe('fragments kept across renders', () => {
  it('renders the same HTML and CSS from kept fragments, without looking anything up', async () => {
    const store = mapStore();
    const fragments = { store, visitor: 'visitor' };
    const plain = await renderWithStyles(TEMPLATE, createMemoryContext(data, { post: post(1) }));
    const first = countedContext({ post: post(1), fragments });
    expect(await renderWithStyles(TEMPLATE, first.context)).toEqual(plain);
    expect(first.calls).toEqual({ parts: 1, patterns: 1 });
    const again = countedContext({ post: post(1), fragments });
    expect(await renderWithStyles(TEMPLATE, again.context)).toEqual(plain);
    expect(again.calls).toEqual({ parts: 0, patterns: 0 });
    expect(plain.css).toMatch(/wp-container-core-group-is-layout-[0-9a-f]{8}/);
  });

  it('renders again for another value of what the blocks read (the current post)', async () => {
    const fragments = { store: mapStore(), visitor: 'visitor' };
    const first = await renderWithStyles(
      TEMPLATE,
      createMemoryContext(data, { post: post(1), fragments }),
    );
    const second = countedContext({ post: post(2), fragments });
    const other = await renderWithStyles(TEMPLATE, second.context);
    expect(first.html).toContain('Post 1');
    expect(other.html).toContain('Post 2');
    expect(other.html).not.toContain('Post 1');
    // The group around the title is rendered again; the header and the pattern inside the group
    // read nothing of the request: kept whichever post is shown.
    expect(second.calls).toEqual({ parts: 0, patterns: 0 });
  });

  it('never keeps a block that does not declare what it reads', async () => {
    const store = mapStore();
    const tree = parse(
      '<!-- wp:template-part {"slug":"header","theme":"atelier"} /-->\n<!-- wp:calendar /-->',
    );
    for (let round = 0; round < 2; round += 1) {
      const { context, calls } = countedContext({ fragments: { store, visitor: 'visitor' } });
      const { html } = await renderWithStyles(tree, context);
      expect(html).toContain('wp-block-calendar');
      expect(calls.parts).toBe(round === 0 ? 1 : 0);
    }
    const kept = store.entries().flatMap((entry) => (entry.kind === 'fragment' ? [entry] : []));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.fragment.html).not.toContain('wp-block-calendar');
    expect(store.entries()).toContainEqual({ kind: 'inputs', inputs: null });
  });

  it('gives the top-level blocks as pieces, a kept fragment the same object every render', async () => {
    const fragments = { store: mapStore(), visitor: 'visitor' };
    const plain = await renderWithStyles(TEMPLATE, createMemoryContext(data, { post: post(1) }));
    const first = await renderPieces(
      TEMPLATE,
      createMemoryContext(data, { post: post(1), fragments }),
    );
    const again = await renderPieces(
      TEMPLATE,
      createMemoryContext(data, { post: post(1), fragments }),
    );
    expect(first.pieces.map(pieceHtml).join('')).toBe(plain.html);
    expect({ css: again.css, blockNames: again.blockNames }).toEqual({
      css: plain.css,
      blockNames: plain.blockNames,
    });
    // The header part, the text between the blocks, the group.
    expect(first.pieces).toHaveLength(3);
    expect(typeof first.pieces[1]).toBe('string');
    expect(again.pieces[0]).toBe(first.pieces[0]);
    expect(again.pieces[2]).toBe(first.pieces[2]);
    // Another post: the group reads it, so it is another fragment; the header is still the kept one.
    const other = await renderPieces(
      TEMPLATE,
      createMemoryContext(data, { post: post(2), fragments }),
    );
    expect(other.pieces[0]).toBe(first.pieces[0]);
    expect(other.pieces[2]).not.toBe(first.pieces[2]);
  });

  it('gives a page of the same fragments their styles as written for the first such page', async () => {
    const fragments = { store: mapStore(), visitor: 'visitor' };
    const rendered = (id: number) =>
      renderPieces(TEMPLATE, createMemoryContext(data, { post: post(id), fragments }));
    const plain = (id: number) =>
      renderWithStyles(TEMPLATE, createMemoryContext(data, { post: post(id) }));
    const first = await rendered(1);
    const again = await rendered(1);
    // Not collected, sorted and joined again: the first page's very list of names.
    expect(again.blockNames).toBe(first.blockNames);
    expect({ css: again.css, blockNames: again.blockNames }).toEqual({
      css: (await plain(1)).css,
      blockNames: (await plain(1)).blockNames,
    });
    // Another post makes another group fragment: its page's styles are its own.
    const other = await rendered(2);
    expect(other.blockNames).not.toBe(first.blockNames);
    expect({ css: other.css, blockNames: other.blockNames }).toEqual({
      css: (await plain(2)).css,
      blockNames: (await plain(2)).blockNames,
    });
    expect((await rendered(1)).blockNames).toBe(first.blockNames);
  });

  it('gives every piece as HTML without a fragment cache', async () => {
    const { pieces } = await renderPieces(TEMPLATE, createMemoryContext(data, { post: post(1) }));
    expect(pieces.every((piece) => typeof piece === 'string')).toBe(true);
    expect(pieces.join('')).toBe(
      (await renderWithStyles(TEMPLATE, createMemoryContext(data, { post: post(1) }))).html,
    );
  });
});
