import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreBlockGroups } from '@atelier/blocks';
import { templatePartSlugs } from '@atelier/blocks/rest';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.js';
import { BLOCK_TYPE_CHUNKS, blockTypeChunks, preloadedBlockNames } from './editor-block-chunks.js';
import type { PreloadedAnswer } from './editor-preload.js';

const PATTERNS = '/wp/v2/block-patterns/patterns';

const answer = (body: unknown): PreloadedAnswer => ({ body, headers: {} });
const record = (raw: string) => answer({ id: 'loom//index', content: { raw } });

describe('preloadedBlockNames', () => {
  it("reads the records' blocks, inner blocks included, and leaves lists out", () => {
    const names = preloadedBlockNames({
      '/wp/v2/templates/loom//index?context=edit': record(
        '<!-- wp:group --><div class="wp-block-group"><!-- wp:heading --><h2>Hi</h2><!-- /wp:heading --></div><!-- /wp:group -->',
      ),
      '/wp/v2/template-parts/loom//header?context=edit': record(
        '<!-- wp:site-title /--><!-- wp:navigation /-->',
      ),
      // The posts the previews show are a list: an image in one is not drawn before the first block.
      '/wp/v2/posts?context=edit': answer([
        { id: 1, content: { raw: '<!-- wp:image --><figure></figure><!-- /wp:image -->' } },
      ]),
      '/wp/v2/global-styles/3?context=edit': answer({ id: 3, styles: {} }),
    });
    expect([...names].sort()).toEqual([
      'core/group',
      'core/heading',
      'core/navigation',
      'core/site-title',
    ]);
  });

  it('reads the theme patterns that pattern blocks name, once each', () => {
    const names = preloadedBlockNames({
      '/wp/v2/templates/loom//front-page?context=edit': record(
        '<!-- wp:pattern {"slug":"loom/hero"} /--><!-- wp:pattern {"slug":"loom/hero"} /--><!-- wp:pattern {"slug":"loom/unknown"} /-->',
      ),
      [PATTERNS]: answer([
        { name: 'loom/hero', content: '<!-- wp:cover --><div></div><!-- /wp:cover -->' },
        { name: 'loom/unused', content: '<!-- wp:table --><figure></figure><!-- /wp:table -->' },
      ]),
    });
    expect([...names].sort()).toEqual(['core/cover', 'core/pattern']);
  });

  it('finds nothing in free-form content', () => {
    expect(preloadedBlockNames({ '/x': record('<p>Only HTML</p>') }).size).toBe(0);
  });
});

describe('blockTypeChunks', () => {
  it('names the everyday chunk alone for everyday types, both when an occasional one is there', () => {
    expect(blockTypeChunks(new Set(['core/paragraph', 'core/template-part']))).toEqual([
      'everyday-blocks',
    ]);
    expect(blockTypeChunks(new Set(['core/paragraph', 'core/image']))).toEqual([
      'everyday-blocks',
      'occasional-blocks',
    ]);
    expect(blockTypeChunks(new Set(['core/image']))).toEqual(['occasional-blocks']);
  });

  it('names no chunk for names no group registers', () => {
    expect(blockTypeChunks(new Set(['acme/widget']))).toEqual([]);
    expect(blockTypeChunks(new Set())).toEqual([]);
  });

  it("names each group after the module its loader imports (the build's chunk name)", async () => {
    expect(BLOCK_TYPE_CHUNKS).toHaveLength(coreBlockGroups.length);
    for (const [index, group] of coreBlockGroups.entries()) {
      const chunk = BLOCK_TYPE_CHUNKS[index];
      const module: Record<string, unknown> = await import(
        `../../../blocks/src/library/lazy/${chunk}.ts`
      );
      expect(Object.values(module), String(chunk)).toContain(await group.load());
    }
  });

  it("names only the everyday chunk for each bundled theme's index template and its parts", () => {
    for (const theme of ['loom', 'quarry']) {
      const dir = join(repositoryRoot, 'themes', theme);
      const index = readFileSync(join(dir, 'templates/index.html'), 'utf8');
      const answers: Record<string, PreloadedAnswer> = { index: record(index) };
      for (const slug of templatePartSlugs(index)) {
        answers[slug] = record(readFileSync(join(dir, 'parts', `${slug}.html`), 'utf8'));
      }
      expect(Object.keys(answers).length, theme).toBeGreaterThan(1);
      expect(blockTypeChunks(preloadedBlockNames(answers)), theme).toEqual(['everyday-blocks']);
    }
  });
});
