// The record document of issue #23 for the 540-block template of the typing bench: state size
// (Y.encodeStateAsUpdate, raw and gzip), time to seed it from stored content, time to load a
// document from its state (and to serialise it), time to apply one typed character (the editor's
// path: applyLocalTree from the previous tree) and to receive it on another replica.
// Run: npx tsx bench/collab-doc.ts

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import * as Y from 'yjs';
import { parse } from '../packages/blocks/src/index';
import {
  applyLocalTree,
  type CollabBlock,
  readRecordDoc,
  recordContent,
  seedRecordDoc,
} from '../packages/collab/src/index';
import { replaceInTree, withAttributes } from '../packages/collab/src/testing/tree-edits';
import { longTemplateMarkup } from './canvas-typing/markup';

const BLOCKS = 540;
const RUNS = 30;
const KEYSTROKES = 300;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

const markup = longTemplateMarkup(BLOCKS);
const seedTimes: number[] = [];
let doc = new Y.Doc();
for (let run = 0; run < RUNS; run += 1) {
  doc = new Y.Doc();
  const fresh = doc;
  seedTimes.push(
    timed(() =>
      seedRecordDoc(
        fresh,
        { fields: { title: 'Bench' }, blocks: parse(markup) },
        1,
        fullCoreRegistry(),
      ),
    )[1],
  );
}
const state = Y.encodeStateAsUpdate(doc);
const content = recordContent(doc, fullCoreRegistry());
if (content !== markup) throw new Error('the document does not give the stored content back');

const loadTimes: number[] = [];
const loadAndSerialiseTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const loaded = new Y.Doc();
  loadTimes.push(timed(() => Y.applyUpdate(loaded, state))[1]);
  loadAndSerialiseTimes.push(timed(() => recordContent(loaded, fullCoreRegistry()))[1]);
}

// Typing: one client appends characters to a paragraph in the middle; the other receives them.
const other = new Y.Doc();
Y.applyUpdate(other, state);
const updates: Uint8Array[] = [];
doc.on('update', (update: Uint8Array, origin: unknown) => {
  if (origin === 'typist') updates.push(update);
});
let previous = readRecordDoc(doc, fullCoreRegistry());
const target = previous.blocks.filter(
  (block) => block.name === 'core/paragraph',
)[200] as CollabBlock;
let text = 'Paragraph typed in: ';
const typeTimes: number[] = [];
const receiveTimes: number[] = [];
for (let key = 0; key < KEYSTROKES; key += 1) {
  text += 'abcdefghij'[key % 10];
  const blocks = replaceInTree(previous.blocks, target.clientId, (block) =>
    withAttributes(block, { content: text }),
  );
  typeTimes.push(
    timed(() => applyLocalTree(doc, { blocks }, 'typist', previous, fullCoreRegistry()))[1],
  );
  previous = { fields: previous.fields, blocks };
  const update = updates.shift();
  if (update === undefined) throw new Error('a keystroke made no update');
  receiveTimes.push(timed(() => Y.applyUpdate(other, update, 'remote'))[1]);
}
if (recordContent(other, fullCoreRegistry()) !== recordContent(doc, fullCoreRegistry()))
  throw new Error('the replicas differ');

// The same keystrokes with the attributes typing wrote handed over, as the editor does: the
// written Y.Text values are taken from them, the typed HTML is not parsed.
const knownDoc = new Y.Doc();
Y.applyUpdate(knownDoc, state);
let knownPrevious = readRecordDoc(knownDoc, fullCoreRegistry());
const typedAttributes = new WeakMap<object, Record<string, unknown>>();
let knownText = 'Paragraph typed in: ';
const knownTypeTimes: number[] = [];
for (let key = 0; key < KEYSTROKES; key += 1) {
  knownText += 'abcdefghij'[key % 10];
  const value = knownText;
  const blocks = replaceInTree(knownPrevious.blocks, target.clientId, (block) => {
    const next = withAttributes(block, { content: value });
    typedAttributes.set(next, { content: value });
    return next;
  });
  const change = { blocks, known: (node: object) => typedAttributes.get(node) };
  knownTypeTimes.push(
    timed(() => applyLocalTree(knownDoc, change, 'typist', knownPrevious, fullCoreRegistry()))[1],
  );
  knownPrevious = { fields: knownPrevious.fields, blocks };
}
if (recordContent(knownDoc, fullCoreRegistry()) !== recordContent(doc, fullCoreRegistry()))
  throw new Error('typing with the known attributes wrote another content');

const [load1, load5, load15] = loadavg();
console.log(`collab document, ${BLOCKS}-block template (${markup.length} bytes of markup)`);
console.log(`load average: ${load1?.toFixed(2)} ${load5?.toFixed(2)} ${load15?.toFixed(2)}`);
console.log(
  `state (encodeStateAsUpdate): ${state.byteLength} bytes, gzip ${gzipSync(state).byteLength} bytes`,
);
console.log(`seed from stored content: median ${ms(median(seedTimes))}, p95 ${ms(p95(seedTimes))}`);
console.log(
  `load from state (applyUpdate): median ${ms(median(loadTimes))}, p95 ${ms(p95(loadTimes))}`,
);
console.log(`serialise after load (recordContent): median ${ms(median(loadAndSerialiseTimes))}`);
console.log(
  `one typed character (applyLocalTree from the previous tree): median ${ms(median(typeTimes))}, p95 ${ms(p95(typeTimes))}`,
);
console.log(
  `… with the attributes typing wrote (no parse): median ${ms(median(knownTypeTimes))}, p95 ${ms(p95(knownTypeTimes))}`,
);
console.log(
  `receiving it on another replica (applyUpdate): median ${ms(median(receiveTimes))}, p95 ${ms(p95(receiveTimes))}`,
);
console.log(`state after ${KEYSTROKES} keystrokes: ${Y.encodeStateAsUpdate(doc).byteLength} bytes`);
