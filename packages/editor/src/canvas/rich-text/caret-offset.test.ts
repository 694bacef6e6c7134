import { describe, expect, it } from 'vitest';
import { caretOffset, charactersBefore, placeCaret } from './caret';

function editable(html: string): HTMLElement {
  document.body.innerHTML = '';
  const element = document.createElement('p');
  element.contentEditable = 'true';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/** The count as the caret was read before: the range from the start to the point, copied. */
function countedFromACopy(root: HTMLElement, container: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(container, offset);
  const count = (node: Node): number => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent?.length ?? 0;
    if (node.nodeName === 'BR') return 1;
    return Array.from(node.childNodes).reduce((sum, child) => sum + count(child), 0);
  };
  return count(range.cloneContents());
}

/** Every boundary point inside `root`: each node with each offset it has. */
function boundaryPoints(root: Node): [Node, number][] {
  const points: [Node, number][] = [];
  const visit = (node: Node) => {
    const size =
      node.nodeType === Node.TEXT_NODE || node.nodeType === Node.COMMENT_NODE
        ? (node.textContent?.length ?? 0)
        : node.childNodes.length;
    for (let offset = 0; offset <= size; offset += 1) points.push([node, offset]);
    for (const child of Array.from(node.childNodes)) visit(child);
  };
  visit(root);
  return points;
}

const MARKUP = [
  'Plain text',
  'Hello <strong>big</strong> world',
  'a<em>b<strong>cd<code>e</code></strong></em>f',
  'line one<br>line two<br>',
  '<br>',
  '',
  'before<!-- a comment -->after',
  '<a href="/x">link <s>struck</s></a> and <em></em>empty',
];

describe('charactersBefore', () => {
  it.each(MARKUP)('counts what a copy of the range before each point holds: %s', (html) => {
    const root = editable(html);
    // An empty text node beside the others, as typing and deleting can leave one.
    root.append(document.createTextNode(''));
    for (const [container, offset] of boundaryPoints(root)) {
      expect(charactersBefore(root, container, offset)).toBe(
        countedFromACopy(root, container, offset),
      );
    }
  });
});

describe('caretOffset', () => {
  it('reads the caret placed at each character, across formats', () => {
    const root = editable('ab<strong>c<em>d</em></strong>ef');
    for (let offset = 0; offset <= 6; offset += 1) {
      placeCaret(root, offset);
      expect(caretOffset(root)).toBe(offset);
    }
  });

  it('is null when the selection is outside the element', () => {
    const root = editable('text');
    const other = document.createElement('p');
    other.textContent = 'elsewhere';
    document.body.append(other);
    placeCaret(other, 2);
    expect(caretOffset(root)).toBeNull();
  });
});
