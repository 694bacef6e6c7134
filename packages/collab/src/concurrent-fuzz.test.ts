import { createBlock, invalidBlocks, parse, parseBlocks, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { fullCoreRegistry } from './core-registry';
import type { CollabBlock } from './doc-layout';
import { mergeRestWrite } from './merge-rest-write';
import { readRecordDoc, recordContent } from './read-record-doc';
import { markSaved, savedBase } from './saved-base';
import { paragraph } from './testing/markup';
import { exchange, seededReplicas } from './testing/replicas';
import {
  edit,
  findBlock,
  insertAtTop,
  insertInto,
  removeFromTree,
  replaceInTree,
  withAttributes,
} from './testing/tree-edits';
import { createRecordUndoManager } from './undo-manager';

const group = (inner: string) =>
  `<!-- wp:group -->\n<div class="wp-block-group">${inner}</div>\n<!-- /wp:group -->`;
const START = `${[
  paragraph('One'),
  group(paragraph('Two')),
  paragraph('Three'),
  group(`${paragraph('Four')}\n\n${paragraph('Five')}`),
  paragraph('Six'),
].join('\n\n')}\n`;

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function generator(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

function allBlocks(blocks: readonly CollabBlock[]): CollabBlock[] {
  return blocks.flatMap((block) => [block, ...allBlocks(block.innerBlocks)]);
}

let fresh = 0;

/** One random edit as a person would make it: type, move, remove, insert or set an attribute. */
function randomEdit(doc: Y.Doc, origin: string, random: (below: number) => number): void {
  edit(doc, origin, (blocks) => {
    const named = allBlocks(blocks).filter((block) => block.name !== null);
    const paragraphs = named.filter((block) => block.name === 'core/paragraph');
    const groups = named.filter((block) => block.name === 'core/group');
    const pick = <T>(list: readonly T[]): T | undefined => list[random(list.length)];
    const target = pick(paragraphs);
    switch (random(5)) {
      case 0: {
        if (target === undefined) return blocks;
        const text = String(target.innerHTML.match(/<p[^>]*>(.*)<\/p>/)?.[1] ?? '');
        const at = random(text.length + 1);
        const next = `${text.slice(0, at)}${origin}${text.slice(at)}`;
        return replaceInTree(blocks, target.clientId, (block) =>
          withAttributes(block, { content: next }),
        );
      }
      case 1: {
        const moving = pick(named);
        if (moving === undefined) return blocks;
        const into = pick(groups.filter((g) => g.clientId !== moving.clientId));
        const without = removeFromTree(blocks, moving.clientId);
        if (into === undefined || findBlock(without, into.clientId) === undefined) {
          return insertAtTop(without, random(without.length + 1), moving);
        }
        return insertInto(without, into.clientId, 0, moving);
      }
      case 2:
        return target === undefined ? blocks : removeFromTree(blocks, target.clientId);
      case 3: {
        fresh += 1;
        const block = createBlock(fullCoreRegistry(), 'core/paragraph', {
          content: `New ${fresh}`,
        });
        return insertAtTop(blocks, random(blocks.length + 1), {
          ...block,
          clientId: `fuzz-${fresh}`,
          innerBlocks: [],
        });
      }
      default:
        if (target === undefined) return blocks;
        return replaceInTree(blocks, target.clientId, (block) =>
          withAttributes(block, { align: pick(['left', 'center', 'right']) }),
        );
    }
  });
}

/**
 * A write from outside the session on the server's replica: the saved content with one word
 * changed (as a REST client that read the last save would send it), then recorded as saved.
 */
function restWrite(doc: Y.Doc, random: (below: number) => number, version: number): void {
  const base = serialize(savedBase(doc).blocks);
  const words = [...new Set(base.match(/<p[^>]*>([^<]*)<\/p>/g) ?? [])];
  const word = words[random(words.length)];
  const next = word === undefined ? base : base.replace(word, word.replace('>', '>REST '));
  mergeRestWrite(doc, { blocks: parse(next) }, 'rest', fullCoreRegistry());
  markSaved(doc, version, fullCoreRegistry());
}

describe('random concurrent edits', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('converge to one valid content (seed %i)', (seed) => {
    const random = generator(seed);
    const replicas = seededReplicas(START);
    const undo = {
      A: createRecordUndoManager(replicas.a, 'A', 0),
      B: createRecordUndoManager(replicas.b, 'B', 0),
    };
    for (let round = 0; round < 12; round += 1) {
      for (let step = random(3); step >= 0; step -= 1) randomEdit(replicas.a, 'A', random);
      for (let step = random(3); step >= 0; step -= 1) randomEdit(replicas.b, 'B', random);
      if (random(3) === 0) undo.B.undo();
      if (random(4) === 0) restWrite(replicas.a, random, round + 2);
      exchange(replicas, random(2) === 0 ? 'a-first' : 'b-first');
      const content = recordContent(replicas.a, fullCoreRegistry());
      expect(recordContent(replicas.b, fullCoreRegistry())).toBe(content);
      expect(serialize(parse(content))).toBe(content);
      expect(content.endsWith('-->\n')).toBe(true);
      const invalid = invalidBlocks(parseBlocks(fullCoreRegistry(), content));
      expect(invalid.map((block) => block.validationIssue)).toEqual([]);
      const ids = allBlocks(readRecordDoc(replicas.a, fullCoreRegistry()).blocks).map(
        (block) => block.clientId,
      );
      expect(new Set(ids).size).toBe(ids.length);
      const top = readRecordDoc(replicas.b, fullCoreRegistry()).blocks;
      const glued = top.filter((block, index) => block.name !== null && top[index + 1]?.name);
      expect(glued).toEqual([]);
    }
  });
});
