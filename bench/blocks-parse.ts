// Parse and serialise of a ~1 MB block document (~5,000 blocks, mixed and nested).
// Run: npx tsx bench/blocks-parse.ts
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  type BlockNode,
  createCoreRegistry,
  invalidBlocks,
  parse,
  parseBlocks,
  render,
  serialize,
} from '../packages/blocks/src/index';
import { createMemoryContext } from '../packages/blocks/src/testing/memory-lookups';

const RUNS = 25;
const WARM_UP = 5;

// Collect garbage before each timed run so one run does not pay for the previous run's garbage.
setFlagsFromString('--expose-gc');
const collectGarbage: unknown = runInNewContext('gc');
const gc = (): void => {
  if (typeof collectGarbage === 'function') collectGarbage();
};

function paragraph(index: number): string {
  return `<!-- wp:paragraph {"fontSize":"medium"} -->\n<p class="has-medium-font-size">Paragraph ${index}: a few words of body text with <strong>bold</strong>, <em>italic</em> and a <a href="https://example.org/${index}">link</a> to make it realistic — ünïcödé too. A second sentence gives the paragraph the length of real prose.</p>\n<!-- /wp:paragraph -->`;
}

function heading(index: number): string {
  return `<!-- wp:heading {"level":3,"className":"is-style-asterisk"} -->\n<h3 class="wp-block-heading is-style-asterisk">Section heading number ${index}</h3>\n<!-- /wp:heading -->`;
}

function list(index: number): string {
  const item = (n: number) =>
    `<!-- wp:list-item -->\n<li>List item ${index}.${n} with a little text</li>\n<!-- /wp:list-item -->`;
  return `<!-- wp:list -->\n<ul class="wp-block-list">${item(1)}\n\n${item(2)}\n\n${item(3)}</ul>\n<!-- /wp:list -->`;
}

function image(index: number): string {
  return `<!-- wp:image {"id":${index},"sizeSlug":"large","linkDestination":"none","style":{"border":{"radius":"8px"}}} -->\n<figure class="wp-block-image size-large has-custom-border"><img src="/wp-content/uploads/2026/01/photo-${index}.jpg" alt="Photo \\u0022${index}\\u0022 \\u003c\\u003e" class="wp-image-${index}" style="border-radius:8px"/></figure>\n<!-- /wp:image -->`;
}

function group(index: number): string {
  return `<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|40"}}},"backgroundColor":"base-2","layout":{"type":"constrained"}} -->\n<div class="wp-block-group alignwide has-base-2-background-color has-background" style="padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40)">${heading(index)}\n\n${paragraph(index)}\n\n<!-- wp:buttons -->\n<div class="wp-block-buttons"><!-- wp:button -->\n<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/go/${index}">Go</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons --></div>\n<!-- /wp:group -->`;
}

function columns(index: number): string {
  const column = (n: number) =>
    `<!-- wp:column -->\n<div class="wp-block-column">${paragraph(index * 10 + n)}</div>\n<!-- /wp:column -->`;
  return `<!-- wp:columns -->\n<div class="wp-block-columns">${column(1)}\n\n${column(2)}</div>\n<!-- /wp:columns -->`;
}

const MAKERS = [
  paragraph,
  heading,
  list,
  image,
  group,
  columns,
  (i: number) =>
    `<!-- wp:spacer {"height":"${i % 90}px"} -->\n<div style="height:${i % 90}px" aria-hidden="true" class="wp-block-spacer"></div>\n<!-- /wp:spacer -->`,
  (i: number) => `<!-- wp:template-part {"slug":"part-${i}","tagName":"div"} /-->`,
  (i: number) => `<div class="legacy">Free-form HTML ${i}</div>`,
];

/** A copy whose attribute objects are new, so the serialiser must write every delimiter afresh. */
function edited(nodes: readonly BlockNode[]): BlockNode[] {
  return nodes.map((node) => ({
    ...node,
    attributes: { ...node.attributes },
    innerBlocks: edited(node.innerBlocks),
  }));
}

function countBlocks(markup: string): number {
  return (markup.match(/<!--\s+wp:/g) ?? []).length;
}

function buildDocument(targetBytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < targetBytes; index += 1) {
    const maker = MAKERS[index % MAKERS.length] ?? paragraph;
    const part = maker(index);
    parts.push(part);
    size += part.length + 2;
  }
  return parts.join('\n\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[middle] ?? 0);
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const document = buildDocument(1_000_000);
const bytes = Buffer.byteLength(document, 'utf8');
const blocks = parse(document);
if (serialize(blocks) !== document) throw new Error('round trip is not byte-identical');

for (let run = 0; run < WARM_UP; run += 1) serialize(parse(document));
const parseTimes: number[] = [];
const serializeTimes: number[] = [];
const freshTimes: number[] = [];
const editedTree = edited(blocks);
for (let run = 0; run < RUNS; run += 1) {
  let parsed = blocks;
  gc();
  parseTimes.push(
    time(() => {
      parsed = parse(document);
    }),
  );
  gc();
  serializeTimes.push(time(() => serialize(parsed)));
  gc();
  freshTimes.push(time(() => serialize(editedTree)));
}

console.log(`document: ${(bytes / 1_000_000).toFixed(2)} MB, ${countBlocks(document)} blocks`);
console.log(`runs: ${RUNS} (after ${WARM_UP} warm-up runs)`);
console.log(
  `parse     median ${median(parseTimes).toFixed(2)} ms (min ${Math.min(...parseTimes).toFixed(2)} ms)`,
);
console.log(
  `serialise median ${median(serializeTimes).toFixed(2)} ms (min ${Math.min(...serializeTimes).toFixed(2)} ms)`,
);
console.log(
  `serialise with fresh delimiters median ${median(freshTimes).toFixed(2)} ms (min ${Math.min(...freshTimes).toFixed(2)} ms)`,
);

// The heavier paths, fewer runs: validation (sourcing + save comparison) and rendering.
const EXTRA_RUNS = 10;
const registry = createCoreRegistry();
const validateTimes: number[] = [];
const renderTimes: number[] = [];
const context = createMemoryContext();
for (let run = 0; run < EXTRA_RUNS; run += 1) {
  gc();
  validateTimes.push(
    time(() => {
      if (invalidBlocks(parseBlocks(registry, document)).length > 0)
        throw new Error('invalid blocks');
    }),
  );
  gc();
  const start = performance.now();
  await render(parse(document), context);
  renderTimes.push(performance.now() - start);
}
console.log(`parse + validate median ${median(validateTimes).toFixed(1)} ms (${EXTRA_RUNS} runs)`);
console.log(`parse + render median ${median(renderTimes).toFixed(1)} ms (${EXTRA_RUNS} runs)`);
