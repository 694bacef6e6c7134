// Every bundled block theme's templates, parts and patterns must parse, round-trip byte for byte,
// validate against the block library and render with an in-memory site without throwing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AnalyzedBlock,
  invalidBlocks,
  parse,
  parseBlocks,
  RECURSION_MESSAGE,
  render,
  serialize,
} from '@atelier/blocks';
import { createMemoryContext, type MemorySiteData } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';

const THEMES_DIR = import.meta.dirname;

interface ThemeFile {
  kind: 'templates' | 'parts' | 'patterns';
  name: string;
  markup: string;
  header?: Record<string, string>;
}

const PATTERN_HEADER = /^<\?php\s*\/\*\*([\s\S]*?)\*\/\s*\?>\r?\n?/;

/** Splits a pattern file into its header fields (Title, Slug, …) and its block markup. */
function readPattern(text: string): { header: Record<string, string>; markup: string } | null {
  const match = PATTERN_HEADER.exec(text);
  if (match === null) return null;
  const header: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const field = /^\s*\*?\s*([A-Za-z][A-Za-z ]*):\s*(.+?)\s*$/.exec(line);
    if (field?.[1] !== undefined && field[2] !== undefined) header[field[1].trim()] = field[2];
  }
  return { header, markup: text.slice(match[0].length) };
}

function themeFiles(theme: string): ThemeFile[] {
  const files: ThemeFile[] = [];
  for (const kind of ['templates', 'parts', 'patterns'] as const) {
    const folder = join(THEMES_DIR, theme, kind);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      const text = readFileSync(join(folder, name), 'utf8');
      if (kind === 'patterns' && name.endsWith('.php')) {
        const pattern = readPattern(text);
        files.push(
          pattern === null
            ? { kind, name, markup: text, header: {} }
            : { kind, name, markup: pattern.markup, header: pattern.header },
        );
      } else if (name.endsWith('.html')) {
        files.push({ kind, name, markup: text });
      }
    }
  }
  return files;
}

function blockNames(
  blocks: readonly AnalyzedBlock[],
  found: AnalyzedBlock[] = [],
): AnalyzedBlock[] {
  for (const block of blocks) {
    found.push(block);
    blockNames(block.innerBlocks, found);
  }
  return found;
}

function siteData(theme: string, files: readonly ThemeFile[]): MemorySiteData {
  const post = (id: number, type: string) => ({
    id,
    type,
    slug: `${type}-${id}`,
    title: `Sample ${type} ${id}`,
    content: `<!-- wp:paragraph -->\n<p>Sample content ${id}.</p>\n<!-- /wp:paragraph -->`,
    excerpt: '',
    date: `2026-01-0${id}T08:00:00Z`,
    link: `https://example.test/${type}-${id}/`,
    authorId: 1,
    featuredImage: { url: '/sample.jpg', alt: '', width: 1200, height: 800 },
    commentStatus: 'closed' as const,
  });
  return {
    posts: [post(1, 'post'), post(2, 'post'), post(3, 'post'), post(4, 'page')],
    pages: [
      { id: 4, title: 'About', link: 'https://example.test/page-4/', parent: 0, menuOrder: 0 },
    ],
    authors: [{ id: 1, name: 'Sample Author', link: 'https://example.test/author/sample/' }],
    postTerms: {
      1: [{ id: 2, name: 'Notes', slug: 'notes', taxonomy: 'category', link: '/category/notes/' }],
    },
    templateParts: files
      .filter((file) => file.kind === 'parts')
      .map((file) => ({
        theme,
        slug: file.name.replace(/\.html$/, ''),
        area: 'uncategorized',
        content: file.markup,
      })),
    themePatterns: Object.fromEntries(
      files
        .filter((file) => file.kind === 'patterns' && file.header?.Slug !== undefined)
        .map((file) => [file.header?.Slug ?? '', file.markup]),
    ),
  };
}

const blockThemes = readdirSync(THEMES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(join(THEMES_DIR, name, 'templates', 'index.html')))
  .sort();

describe('bundled themes', () => {
  it('ship at least two block themes', () => {
    expect(blockThemes.length).toBeGreaterThanOrEqual(2);
  });

  for (const theme of blockThemes) {
    describe(theme, () => {
      const files = themeFiles(theme);
      const data = siteData(theme, files);
      const partSlugs = new Set(data.templateParts?.map((part) => part.slug));
      const patternSlugs = new Set(Object.keys(data.themePatterns ?? {}));

      for (const file of files) {
        describe(`${file.kind}/${file.name}`, () => {
          const context = createMemoryContext(data, {
            site: { ...createMemoryContext().site, theme },
            post: data.posts?.[0] ?? null,
            mainQuery: { kind: 'singular', page: 1 },
          });
          const analysed = parseBlocks(context.registry, file.markup);

          if (file.kind === 'patterns') {
            it('has a pattern header with title and slug', () => {
              expect(file.header?.Title).toBeTruthy();
              expect(file.header?.Slug).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
            });
          }

          it('round-trips byte for byte', () => {
            expect(serialize(parse(file.markup))).toBe(file.markup);
          });

          it('has no invalid or unknown blocks', () => {
            expect(
              invalidBlocks(analysed).map((block) => `${block.name}: ${block.validationIssue}`),
            ).toEqual([]);
            expect(
              blockNames(analysed)
                .filter((block) => block.isUnknown)
                .map((block) => block.name),
            ).toEqual([]);
          });

          it('refers only to template parts and patterns the theme has', () => {
            for (const block of blockNames(analysed)) {
              if (
                block.name === 'core/template-part' &&
                (block.attributes.theme === undefined || block.attributes.theme === theme)
              ) {
                expect(
                  partSlugs.has(String(block.attributes.slug)),
                  String(block.attributes.slug),
                ).toBe(true);
              }
              if (block.name === 'core/pattern') {
                expect(
                  patternSlugs.has(String(block.attributes.slug)),
                  String(block.attributes.slug),
                ).toBe(true);
              }
            }
          });

          it('renders without throwing', async () => {
            const html = await render(parse(file.markup), context);
            expect(html).not.toContain(RECURSION_MESSAGE);
            if (file.kind === 'templates') expect(html.trim()).not.toBe('');
          });
        });
      }
    });
  }
});
