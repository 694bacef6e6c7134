import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockElement } from './dom-blocks';

function block(clientId: string, text: string): HTMLElement {
  const element = document.createElement('p');
  element.dataset.block = clientId;
  element.textContent = text;
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('blockElement', () => {
  it('finds a block by its client id, and none for an id not drawn', () => {
    document.body.append(block('a', 'First'), block('b', 'Second'));
    expect(blockElement(document, 'b')?.textContent).toBe('Second');
    expect(blockElement(document, 'b')?.textContent).toBe('Second');
    expect(blockElement(document, 'c')).toBeNull();
  });

  it('searches the document once for a block looked up again', () => {
    document.body.append(block('a', 'First'), block('b', 'Second'));
    const search = vi.spyOn(document, 'querySelector');
    try {
      blockElement(document, 'a');
      blockElement(document, 'a');
      blockElement(document, 'a');
      expect(search).toHaveBeenCalledTimes(1);
    } finally {
      search.mockRestore();
    }
  });

  it('finds the element drawn now after the one found before left the page', () => {
    const first = block('a', 'Before');
    document.body.append(first);
    expect(blockElement(document, 'a')).toBe(first);
    const second = block('a', 'After');
    first.replaceWith(second);
    expect(blockElement(document, 'a')).toBe(second);
    second.remove();
    expect(blockElement(document, 'a')).toBeNull();
  });

  it('does not answer with an element that now carries another id', () => {
    const element = block('a', 'Renamed');
    document.body.append(element);
    expect(blockElement(document, 'a')).toBe(element);
    element.dataset.block = 'b';
    expect(blockElement(document, 'a')).toBeNull();
    expect(blockElement(document, 'b')).toBe(element);
  });

  it('keeps documents apart (the canvas frame and the editor page)', () => {
    const other = document.implementation.createHTMLDocument('frame');
    const inFrame = other.createElement('p');
    inFrame.dataset.block = 'a';
    other.body.append(inFrame);
    const onPage = block('a', 'Page');
    document.body.append(onPage);
    expect(blockElement(other, 'a')).toBe(inFrame);
    expect(blockElement(document, 'a')).toBe(onPage);
  });
});
