import { parse } from '@atelier/blocks';
import { type EditorBlock, toEditorTree } from './editor-block';

/** A theme pattern as the canvas inlines it: its slug, title and block markup. */
export interface InlinePattern {
  readonly name: string;
  readonly title: string;
  readonly content: string;
}

/** Theme patterns by slug. */
export type PatternLookup = ReadonlyMap<string, InlinePattern>;

const PATTERN_BLOCK = 'core/pattern';
/** What the block editor writes between inner blocks. */
const SEPARATOR = '\n\n';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The slug a `core/pattern` block places, or null for any other block. */
function placedPatternSlug(block: EditorBlock): string | null {
  if (block.name !== PATTERN_BLOCK) return null;
  const slug = block.attributes.slug;
  return typeof slug === 'string' ? slug : '';
}

/**
 * Like the block editor, a pattern of one top-level block names that block after itself
 * (`metadata.patternName`, and `metadata.name` = the title unless the block has a name already),
 * so List View shows the pattern's title.
 */
function withPatternMetadata(block: EditorBlock, pattern: InlinePattern): EditorBlock {
  const current = isObject(block.attributes.metadata) ? block.attributes.metadata : {};
  const name =
    typeof current.name === 'string' && current.name !== '' ? current.name : pattern.title;
  return {
    ...block,
    attributes: { ...block.attributes, metadata: { ...current, patternName: pattern.name, name } },
  };
}

/**
 * A parent's saved markup with one inner-block slot per child: the slot of child `i` becomes
 * `counts[i]` slots (joined by a blank line), so the parent's own HTML is kept byte for byte.
 */
function spliceSlots(innerContent: readonly (string | null)[], counts: readonly number[]) {
  const result: (string | null)[] = [];
  let child = 0;
  for (const part of innerContent) {
    if (part !== null) {
      result.push(part);
      continue;
    }
    const count = counts[child] ?? 1;
    child += 1;
    for (let index = 0; index < count; index += 1) {
      if (index > 0) result.push(SEPARATOR);
      result.push(null);
    }
  }
  return result;
}

/**
 * Whether a block of the tree (at any depth) places a known pattern: a walk that makes nothing,
 * so a tree with none (every keystroke's tree once its patterns are inlined) is not copied.
 */
function placesKnownPattern(blocks: readonly EditorBlock[], patterns: PatternLookup): boolean {
  for (const block of blocks) {
    const slug = placedPatternSlug(block);
    if (slug !== null && patterns.has(slug)) return true;
    if (placesKnownPattern(block.innerBlocks, patterns)) return true;
  }
  return false;
}

/**
 * Each block of a list as the blocks that take its place: a placed pattern becomes the pattern's
 * blocks, any other block itself (with its inner patterns inlined). Null when nothing changed.
 */
function inlineList(
  blocks: readonly EditorBlock[],
  patterns: PatternLookup,
  path: ReadonlySet<string>,
): EditorBlock[][] | null {
  let changed = false;
  const replaced = blocks.map((block): EditorBlock[] => {
    const slug = placedPatternSlug(block);
    const pattern = slug === null ? undefined : patterns.get(slug);
    if (pattern !== undefined && slug !== null) {
      changed = true;
      // A pattern inside itself is left out, as WordPress resolves nested patterns.
      return path.has(slug) ? [] : patternBlocks(pattern, patterns, new Set([...path, slug]));
    }
    const inner = inlineList(block.innerBlocks, patterns, path);
    if (inner === null) return [block];
    changed = true;
    return [
      {
        ...block,
        innerBlocks: inner.flat(),
        innerContent: spliceSlots(
          block.innerContent,
          inner.map((list) => list.length),
        ),
      },
    ];
  });
  return changed ? replaced : null;
}

/** A pattern's blocks: its markup parsed (fresh client ids), patterns inside it inlined too. */
function patternBlocks(
  pattern: InlinePattern,
  patterns: PatternLookup,
  path: ReadonlySet<string>,
): EditorBlock[] {
  const parsed = toEditorTree(parse(pattern.content));
  const blocks = inlineList(parsed, patterns, path)?.flat() ?? parsed;
  const [only] = blocks;
  return blocks.length === 1 && only !== undefined ? [withPatternMetadata(only, pattern)] : blocks;
}

/**
 * The tree with every `core/pattern` block (at any depth) replaced by the blocks of the theme
 * pattern it names, as the block editor does once it knows the patterns. A slug that is not a
 * known pattern keeps its block; a pattern placed inside itself (at any depth) is left out, so
 * inlining twice changes nothing. The very same array when there is nothing to inline.
 */
export function inlinePatterns(
  blocks: readonly EditorBlock[],
  patterns: PatternLookup,
): readonly EditorBlock[] {
  if (patterns.size === 0 || !placesKnownPattern(blocks, patterns)) return blocks;
  return inlineList(blocks, patterns, new Set())?.flat() ?? blocks;
}
