import { parseHtml } from '#html-dom';
import { roundTripCases } from '../grammar/round-trip-fixtures';
import { WORDPRESS_BUTTONS } from '../library/buttons/wordpress-markup';
import { WORDPRESS_COLUMNS } from '../library/columns/wordpress-markup';
import { createCoreRegistry } from '../library/core-blocks';
import { WORDPRESS_COVERS } from '../library/cover/wordpress-markup';
import { WORDPRESS_HEADINGS } from '../library/heading/wordpress-markup';
import { WORDPRESS_IMAGES } from '../library/image/wordpress-markup';
import { saveCases } from '../library/save-output-cases';
import { WORDPRESS_SEPARATORS } from '../library/separator/wordpress-markup';
import { WORDPRESS_SPACERS } from '../library/spacer/wordpress-markup';
import { type AnalyzedBlock, parseBlocks } from '../validation/analyze-blocks';
import { type NormalNode, normaliseHtml } from '../validation/normalize-html';
import {
  BLOCK_EDGE_CASES,
  CONFORMANCE_ATTRIBUTE_NAMES,
  CONFORMANCE_SELECTORS,
  HTML_FRAGMENTS,
} from './html-conformance-cases';
import type { HtmlElement, HtmlScope } from './html-tree';

// The conformance corpus: what the block engine reads from HTML, computed with whichever
// `#html-dom` implementation the bundle resolved. The Node run (`html-conformance.test.ts`) and
// the Chromium run (`e2e/html-dom-conformance.spec.ts`) must give the same results.

/** What one selector finds in a scope: the first match's name and every match's name. */
export interface SelectorResult {
  selector: string;
  first: string | null;
  all: string[];
}

/** Everything the engine can read from one element. */
export interface ElementReading {
  name: string;
  attributes: [string, string][];
  /** `attribute(name)` for each of `CONFORMANCE_ATTRIBUTE_NAMES` (null when absent). */
  looked: [string, string | null][];
  text: string;
  innerHtml: string;
  selected: SelectorResult[];
}

/** Everything the engine can read from one fragment. */
export interface FragmentReading {
  text: string;
  normalised: NormalNode[];
  selected: SelectorResult[];
  elements: ElementReading[];
}

/** A block as validation sees it: sourced attributes and verdict, with its inner blocks. */
export interface BlockReading {
  name: string | null;
  attributes: Record<string, unknown>;
  isValid: boolean;
  issue: string | null;
  innerBlocks: BlockReading[];
}

export interface ConformanceResults {
  fragments: Record<string, FragmentReading>;
  blocks: Record<string, BlockReading[]>;
}

function select(scope: HtmlScope): SelectorResult[] {
  return CONFORMANCE_SELECTORS.map((selector) => ({
    selector,
    first: scope.queryOne(selector)?.name ?? null,
    all: scope.queryAll(selector).map((element) => element.name),
  }));
}

function readElement(element: HtmlElement): ElementReading {
  return {
    name: element.name,
    attributes: element.attributes(),
    looked: CONFORMANCE_ATTRIBUTE_NAMES.map((name) => [name, element.attribute(name) ?? null]),
    text: element.text(),
    innerHtml: element.innerHtml(),
    selected: select(element),
  };
}

/** Reads a fragment the way sourcing and validation do, element by element. */
export function readFragment(source: string): FragmentReading {
  const fragment = parseHtml(source);
  return {
    text: fragment.text(),
    normalised: normaliseHtml(source),
    selected: select(fragment),
    elements: fragment.queryAll('*').map(readElement),
  };
}

function readBlock(block: AnalyzedBlock): BlockReading {
  return {
    name: block.name,
    // Through JSON, as a structured clone would carry it out of a page.
    attributes: JSON.parse(JSON.stringify(block.attributes)),
    isValid: block.isValid,
    issue: block.validationIssue ?? null,
    innerBlocks: block.innerBlocks.map(readBlock),
  };
}

/** Every block document of the corpus, by a name that says where it comes from. */
export function conformanceDocuments(): Record<string, string> {
  const documents: Record<string, string> = {};
  saveCases.forEach((entry, index) => {
    documents[`save output ${index + 1}: ${entry.name}`] = entry.markup;
  });
  for (const entry of roundTripCases) documents[`round trip: ${entry.name}`] = entry.markup;
  const wordpress = {
    buttons: WORDPRESS_BUTTONS,
    columns: WORDPRESS_COLUMNS,
    cover: WORDPRESS_COVERS,
    heading: WORDPRESS_HEADINGS,
    image: WORDPRESS_IMAGES,
    separator: WORDPRESS_SEPARATORS,
    spacer: WORDPRESS_SPACERS,
  };
  for (const [block, fixtures] of Object.entries(wordpress)) {
    for (const [variant, markup] of Object.entries(fixtures)) {
      documents[`WordPress ${block}: ${variant}`] = markup;
    }
  }
  for (const [name, markup] of Object.entries(BLOCK_EDGE_CASES))
    documents[`edge: ${name}`] = markup;
  return documents;
}

/** The whole corpus read with this bundle's `#html-dom`. */
export function conformanceResults(): ConformanceResults {
  const registry = createCoreRegistry();
  const fragments: Record<string, FragmentReading> = {};
  for (const [name, source] of Object.entries(HTML_FRAGMENTS))
    fragments[name] = readFragment(source);
  const blocks: Record<string, BlockReading[]> = {};
  for (const [name, markup] of Object.entries(conformanceDocuments())) {
    blocks[name] = parseBlocks(registry, markup).map(readBlock);
  }
  return { fragments, blocks };
}
