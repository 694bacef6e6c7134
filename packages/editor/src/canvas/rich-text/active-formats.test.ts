import { afterEach, describe, expect, it } from 'vitest';
import { activeFormatsIn } from './active-formats';
import { placeCaret } from './caret';

function focused(html: string): HTMLElement {
  const element = document.createElement('p');
  element.contentEditable = 'true';
  element.innerHTML = html;
  document.body.append(element);
  element.focus();
  return element;
}

function select(node: Node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

describe('the formats the toolbar shows as pressed', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a caret inside struck text is struck; at either edge of it, it is not (as WordPress)', () => {
    const paragraph = focused('plain <s>struck</s> more');
    placeCaret(paragraph, 9);
    expect(activeFormatsIn(document)).toEqual(['s']);
    placeCaret(paragraph, 6);
    expect(activeFormatsIn(document)).toEqual([]);
    placeCaret(paragraph, 12);
    expect(activeFormatsIn(document)).toEqual([]);
  });

  it('a caret at the edge of a text node reads the characters of the nodes beside it', () => {
    const paragraph = focused('<strong>ab</strong><em>cd</em>');
    const caretAt = (node: Node | null | undefined, offset: number) => {
      const range = document.createRange();
      range.setStart(node ?? paragraph, offset);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    };
    caretAt(paragraph.querySelector('em')?.firstChild, 0);
    expect(activeFormatsIn(document)).toEqual(['em']);
    caretAt(paragraph.querySelector('strong')?.firstChild, 2);
    expect(activeFormatsIn(document)).toEqual(['em']);
    paragraph.innerHTML = '<em>a</em><br><s>b</s>';
    paragraph.querySelector('s')?.prepend(document.createTextNode(''));
    caretAt(paragraph.querySelector('s')?.lastChild, 0);
    expect(activeFormatsIn(document)).toEqual([]);
    caretAt(paragraph.querySelector('s')?.lastChild, 1);
    expect(activeFormatsIn(document)).toEqual([]);
    caretAt(paragraph.querySelector('em')?.firstChild, 1);
    expect(activeFormatsIn(document)).toEqual([]);
  });

  it('a paragraph that starts or ends struck is plain at its start and end, and when empty', () => {
    const paragraph = focused('<s>all struck</s>');
    placeCaret(paragraph, 0);
    expect(activeFormatsIn(document)).toEqual([]);
    placeCaret(paragraph, 'end');
    expect(activeFormatsIn(document)).toEqual([]);
    placeCaret(paragraph, 4);
    expect(activeFormatsIn(document)).toEqual(['s']);
    paragraph.innerHTML = '<br>';
    placeCaret(paragraph, 0);
    expect(activeFormatsIn(document)).toEqual([]);
  });

  it('nested formats inside, and a selection reads the formats around it', () => {
    const paragraph = focused('<strong>bold <em>both</em></strong>');
    placeCaret(paragraph, 7);
    expect(activeFormatsIn(document)).toEqual(['strong', 'em']);
    select(paragraph.querySelector('em') ?? paragraph);
    expect(activeFormatsIn(document)).toEqual(['strong', 'em']);
  });

  it('nothing when no rich text has the focus', () => {
    focused('<s>struck</s>').blur();
    expect(activeFormatsIn(document)).toEqual([]);
  });
});
