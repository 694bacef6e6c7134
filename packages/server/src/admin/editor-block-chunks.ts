import { type BlockNode, coreBlockGroups, parse } from '@atelier/blocks';
import { listPath, restEntity, THEME_PATTERNS } from '@atelier/blocks/rest';
import type { PreloadedAnswer } from './editor-preload.js';

/**
 * The editor build's chunk of each core block group, in `coreBlockGroups` order: the build names
 * a group's chunk after the module its loader imports (`packages/blocks/src/library/lazy/`).
 * `editor-block-chunks.test.ts` holds each name to its group's module.
 */
export const BLOCK_TYPE_CHUNKS: readonly string[] = ['everyday-blocks', 'occasional-blocks'];

const THEME_PATTERNS_PATH = listPath(restEntity('root', 'blockPattern'), THEME_PATTERNS);

/** A preloaded single record with block content (a template, a part, a page): its raw content. */
function rawContent(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const content = (body as { content?: unknown }).content;
  if (typeof content !== 'object' || content === null) return undefined;
  const raw = (content as { raw?: unknown }).raw;
  return typeof raw === 'string' ? raw : undefined;
}

/** The theme's patterns in the preload, by name: what a `core/pattern` block draws. */
function themePatterns(answers: Readonly<Record<string, PreloadedAnswer>>): Map<string, string> {
  const patterns = new Map<string, string>();
  const list = answers[THEME_PATTERNS_PATH]?.body;
  if (!Array.isArray(list)) return patterns;
  for (const item of list as { name?: unknown; content?: unknown }[]) {
    if (typeof item.name === 'string' && typeof item.content === 'string') {
      patterns.set(item.name, item.content);
    }
  }
  return patterns;
}

/**
 * The block names the editing canvas draws from the page's preloaded answers: those of every
 * single record with block content (the record being edited and, for a template, its parts),
 * inner blocks included, and those of the theme patterns their `core/pattern` blocks name (each
 * pattern read once). Lists (posts for the previews, the patterns list itself) are not drawn as
 * blocks before the first one and are left out.
 */
export function preloadedBlockNames(
  answers: Readonly<Record<string, PreloadedAnswer>>,
): Set<string> {
  const names = new Set<string>();
  const patterns = themePatterns(answers);
  const readPatterns = new Set<string>();
  const visit = (nodes: readonly BlockNode[]) => {
    for (const node of nodes) {
      if (node.name !== null) names.add(node.name);
      const slug = node.name === 'core/pattern' ? node.attributes.slug : undefined;
      if (typeof slug === 'string' && !readPatterns.has(slug)) {
        readPatterns.add(slug);
        const content = patterns.get(slug);
        if (content !== undefined) visit(parse(content));
      }
      visit(node.innerBlocks);
    }
  };
  for (const answer of Object.values(answers)) {
    const raw = rawContent(answer.body);
    if (raw !== undefined) visit(parse(raw));
  }
  return names;
}

/**
 * The block-type chunks (build chunk names, see {@link BLOCK_TYPE_CHUNKS}) that hold the types of
 * `names`, in group order; names of no core group (a type no chunk registers) need none.
 */
export function blockTypeChunks(names: ReadonlySet<string>): string[] {
  const chunks: string[] = [];
  coreBlockGroups.forEach((group, index) => {
    const chunk = BLOCK_TYPE_CHUNKS[index];
    if (chunk !== undefined && group.names.some((name) => names.has(name))) chunks.push(chunk);
  });
  return chunks;
}
