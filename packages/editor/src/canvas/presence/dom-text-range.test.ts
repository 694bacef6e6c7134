import { afterEach, describe, expect, it } from 'vitest';
import { boundaryAt, domTextSelection, richTextRegion, textOffsetIn } from './dom-text-range';

function paragraph(html: string, clientId = 'b1'): HTMLElement {
  const block = document.createElement('p');
  block.dataset.block = clientId;
  block.dataset.richText = 'content';
  block.innerHTML = html;
  document.body.append(block);
  return block;
}

function textNodes(root: Node): Text[] {
  const found: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    found.push(node as Text);
  }
  return found;
}

describe('textOffsetIn and boundaryAt', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('counts characters across formatting and a line break as one', () => {
    const root = paragraph('a <strong>b</strong> &amp; c<br>d');
    const [a, b, rest, d] = textNodes(root);
    expect(textOffsetIn(root, a as Text, 1)).toBe(1);
    expect(textOffsetIn(root, b as Text, 1)).toBe(3);
    expect(textOffsetIn(root, rest as Text, 2)).toBe(5);
    expect(textOffsetIn(root, d as Text, 0)).toBe(8);
    expect(textOffsetIn(root, root, 0)).toBe(0);
    expect(textOffsetIn(root, root, root.childNodes.length)).toBe(9);
    expect(textOffsetIn(root, document.body, 0)).toBeNull();
  });

  it('finds the text node and offset of a visible offset, and the end past the text', () => {
    const root = paragraph('a <strong>b</strong> &amp; c<br>d');
    const at3 = boundaryAt(root, 3);
    expect(at3.node.textContent).toBe('b');
    expect(at3.offset).toBe(1);
    const at8 = boundaryAt(root, 8);
    expect(at8.node.textContent).toBe('d');
    expect(at8.offset).toBe(0);
    expect(boundaryAt(root, 40)).toEqual({ node: root, offset: root.childNodes.length });
  });

  it('takes each offset back to itself', () => {
    const root = paragraph('<em>x</em>y<br>z &lt; <a href="/">w</a>');
    for (let offset = 0; offset <= 7; offset += 1) {
      const point = boundaryAt(root, offset);
      expect(textOffsetIn(root, point.node, point.offset)).toBe(offset);
    }
  });
});

describe('domTextSelection', () => {
  afterEach(() => {
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('reads the range in the rich text of the selected block, anchor first', () => {
    const root = paragraph('hello <em>big</em> world');
    const [hello, big] = textNodes(root);
    document.getSelection()?.setBaseAndExtent(big as Text, 2, hello as Text, 1);
    expect(domTextSelection(document, 'b1')).toEqual({ attribute: 'content', anchor: 8, head: 1 });
  });

  it('reads nothing for another block, or a selection outside rich text', () => {
    const root = paragraph('hello');
    const [hello] = textNodes(root);
    document.getSelection()?.setBaseAndExtent(hello as Text, 1, hello as Text, 1);
    expect(domTextSelection(document, 'b2')).toBeNull();
    const outside = document.createElement('div');
    outside.textContent = 'chrome';
    document.body.append(outside);
    document
      .getSelection()
      ?.setBaseAndExtent(outside.firstChild as Text, 1, outside.firstChild as Text, 1);
    expect(domTextSelection(document, 'b1')).toBeNull();
  });
});

describe('richTextRegion', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the region of the block itself, never one of a block inside it', () => {
    const quote = document.createElement('blockquote');
    quote.dataset.block = 'q1';
    quote.innerHTML =
      '<p data-block="p1" data-rich-text="content">inner</p><cite data-rich-text="citation">who</cite>';
    document.body.append(quote);
    expect(richTextRegion(quote, 'citation')?.textContent).toBe('who');
    expect(richTextRegion(quote, 'content')).toBeNull();
    const inner = quote.querySelector<HTMLElement>('[data-block="p1"]');
    expect(inner !== null && richTextRegion(inner, 'content') === inner).toBe(true);
  });
});
