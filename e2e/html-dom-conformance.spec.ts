import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { type BuildOptions, build } from 'esbuild';
import type { ConformanceResults } from '../packages/blocks/src/html/html-conformance';

// The block engine reads HTML through `#html-dom`: htmlparser2 in Node, the browser's own parser
// in the editor bundle. This spec bundles the conformance corpus both ways (esbuild applies the
// `browser` condition as Vite's client build does), runs one in Node and one in Chromium, and
// requires the same sourced attributes, validation verdicts and HTML readings.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = join(root, 'packages/blocks/src/html/html-conformance.ts');
const PARSER_PACKAGES =
  /node_modules\/(htmlparser2|entities|css-select|css-what|domutils|domhandler|dom-serializer)\//;

const options: BuildOptions = {
  entryPoints: [CORPUS],
  bundle: true,
  write: false,
  metafile: true,
  logLevel: 'warning',
};

async function browserBundle() {
  return build({ ...options, platform: 'browser', format: 'iife', globalName: 'htmlConformance' });
}

async function nodeResults(): Promise<ConformanceResults> {
  const bundle = await build({ ...options, platform: 'node', format: 'esm' });
  const file = join(mkdtempSync(join(tmpdir(), 'html-conformance-')), 'corpus.mjs');
  writeFileSync(file, bundle.outputFiles?.[0]?.text ?? '');
  const corpus: { conformanceResults: () => ConformanceResults } = await import(
    pathToFileURL(file).href
  );
  return corpus.conformanceResults();
}

test('the browser build of the block engine uses the page’s parser and bundles none', async () => {
  const inputs = Object.keys((await browserBundle()).metafile?.inputs ?? {});
  expect(inputs).toContain('packages/blocks/src/html/browser-html-tree.ts');
  expect(inputs).not.toContain('packages/blocks/src/html/node-html-tree.ts');
  expect(inputs.filter((input) => PARSER_PACKAGES.test(input))).toEqual([]);
});

test('Chromium reads the conformance corpus exactly as Node does', async ({ page }) => {
  test.setTimeout(90_000);
  const [bundle, expected] = await Promise.all([browserBundle(), nodeResults()]);
  await page.setContent('<!doctype html><title>HTML conformance</title>');
  await page.addScriptTag({ content: bundle.outputFiles?.[0]?.text ?? '' });
  const actual: ConformanceResults = await page.evaluate(() => {
    const corpus = (
      window as unknown as { htmlConformance: { conformanceResults: () => ConformanceResults } }
    ).htmlConformance;
    return corpus.conformanceResults();
  });

  expect(Object.keys(actual.blocks)).toEqual(Object.keys(expected.blocks));
  expect(Object.keys(actual.blocks).length).toBeGreaterThan(100);
  for (const [name, reading] of Object.entries(expected.fragments)) {
    expect.soft(actual.fragments[name], `fragment: ${name}`).toEqual(reading);
  }
  for (const [name, blocks] of Object.entries(expected.blocks)) {
    expect.soft(actual.blocks[name], `blocks: ${name}`).toEqual(blocks);
  }
});
