import { describe, expect, it } from 'vitest';
import { type BlockReading, conformanceResults } from './html-conformance';
import { BLOCK_EDGE_CASES } from './html-conformance-cases';

// The Node side of the conformance corpus. `e2e/html-dom-conformance.spec.ts` runs the same
// corpus in Chromium with the browser implementation and requires the same results.

const results = conformanceResults();

function verdicts(blocks: BlockReading[]): boolean[] {
  return blocks.flatMap((block) =>
    block.name === null ? [] : [block.isValid, ...verdicts(block.innerBlocks)],
  );
}

describe('the HTML conformance corpus, read in Node', () => {
  it('finds every save output and every WordPress fixture valid', () => {
    const documents = Object.entries(results.blocks).filter(
      ([name]) => name.startsWith('save output') || name.startsWith('WordPress'),
    );
    expect(documents.length).toBeGreaterThan(60);
    for (const [name, blocks] of documents) {
      expect(verdicts(blocks).every(Boolean), name).toBe(true);
    }
  });

  it('finds an edge case invalid exactly when its name says so', () => {
    for (const name of Object.keys(BLOCK_EDGE_CASES)) {
      const blocks = results.blocks[`edge: ${name}`] ?? [];
      expect(verdicts(blocks).every(Boolean), name).toBe(!name.includes('(invalid)'));
    }
  });

  it('sources what the browser sources', () => {
    const attributes = (name: string) => results.blocks[`edge: ${name}`]?.[0]?.attributes;
    expect(attributes('paragraph with entities and line breaks')?.content).toBe(
      'Don’t &amp; won’t<br>next&nbsp;line &lt;tag&gt;',
    );
    expect(attributes('preformatted with a line feed after pre')?.content).toBe(
      'line one\n  line two',
    );
    expect(attributes('table without tbody')?.body).toEqual([
      {
        cells: [
          { content: 'a', tag: 'td' },
          { content: 'b', tag: 'td' },
        ],
      },
      {
        cells: [
          { content: 'c', tag: 'td' },
          { content: '<strong>d</strong>', tag: 'td' },
        ],
      },
    ]);
    expect(attributes('image with quotes and markup characters in its alt')).toMatchObject({
      alt: 'A "big" <cat>',
      caption: 'See <a href="/x" title="1 &lt; 2">this</a>',
    });
  });

  it('finds one attribute by name in any case, on SVG and HTML elements', () => {
    const looked = (fragment: string, element: string) =>
      Object.fromEntries(
        results.fragments[fragment]?.elements.find((reading) => reading.name === element)?.looked ??
          [],
      );
    expect(looked('inline SVG', 'svg')).toMatchObject({
      viewBox: '0 0 24 24',
      viewbox: '0 0 24 24',
      'data-absent': null,
    });
    expect(looked('inline SVG', 'lineargradient').GRADIENTUNITS).toBe('userSpaceOnUse');
    expect(looked('void and upper-case tags', 'p')).toMatchObject({
      class: 'Lead',
      CLASS: 'Lead',
      viewBox: null,
    });
    expect(looked('single-quoted and bare attributes', 'input').checked).toBe('');
  });

  it('closes a paragraph at a block element, as the HTML parser does', () => {
    const reading = results.fragments['paragraph closed by a div'];
    expect(reading?.elements.map((element) => element.name)).toEqual([
      'p',
      'div',
      'p',
      'p',
      'ul',
      'li',
      'li',
    ]);
  });
});
