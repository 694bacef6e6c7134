import { describe, expect, it } from 'vitest';
import { caretOffset, cleanHtml, placeCaret, splitAtCaret } from './caret';
import { applyLink, linkAt, removeLink, toggleFormat } from './formats';

function editable(html: string): HTMLElement {
  document.body.innerHTML = '';
  const element = document.createElement('p');
  element.contentEditable = 'true';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function selectText(element: HTMLElement, start: number, end: number): Range {
  placeCaret(element, start);
  const selection = document.getSelection();
  const range = selection?.getRangeAt(0);
  if (range === undefined) throw new Error('no range');
  const endRange = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let remaining = end;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (remaining <= length) {
      endRange.setStart(node, remaining);
      break;
    }
    remaining -= length;
  }
  range.setEnd(endRange.startContainer, endRange.startOffset);
  selection?.removeAllRanges();
  selection?.addRange(range);
  return range;
}

describe('caret helpers', () => {
  it('places the caret by character offset and reads it back across inline tags', () => {
    const element = editable('Hello <strong>big</strong> world');
    placeCaret(element, 8);
    expect(caretOffset(element)).toBe(8);
    placeCaret(element, 'end');
    expect(caretOffset(element)).toBe('Hello big world'.length);
  });

  it('splits the HTML at the caret, keeping formats on both sides', () => {
    const element = editable('Hello <strong>big</strong> world');
    placeCaret(element, 7);
    expect(splitAtCaret(element)).toEqual({
      before: 'Hello <strong>b</strong>',
      after: '<strong>ig</strong> world',
    });
  });

  it('drops empty inline tags and a trailing line break', () => {
    expect(cleanHtml('text<strong></strong><br>')).toBe('text');
  });
});

describe('inline formats', () => {
  it('wraps the selection in a format and unwraps it again', () => {
    const element = editable('make this bold');
    selectText(element, 5, 9);
    expect(toggleFormat(element, 'strong')).toBe(true);
    expect(element.innerHTML).toBe('make <strong>this</strong> bold');
    expect(toggleFormat(element, 'strong')).toBe(true);
    expect(element.innerHTML).toBe('make this bold');
  });

  it('sets, reads and removes a link on the selection', () => {
    const element = editable('a link here');
    const range = selectText(element, 2, 6);
    applyLink(element, range, 'https://example.org/');
    expect(element.innerHTML).toBe('a <a href="https://example.org/">link</a> here');
    const inside = selectText(element, 3, 4);
    expect(linkAt(element, inside)).toBe('https://example.org/');
    removeLink(element, inside);
    expect(element.innerHTML).toBe('a link here');
  });
});
