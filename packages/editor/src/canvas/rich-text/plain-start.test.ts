import { afterEach, describe, expect, it } from 'vitest';
import { typeIntoBlank } from './plain-start';

function editable(html: string): HTMLElement {
  const element = document.createElement('p');
  element.contentEditable = 'true';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function typing(data: string, init: Partial<InputEventInit> = {}) {
  return new InputEvent('beforeinput', {
    inputType: 'insertText',
    data,
    cancelable: true,
    ...init,
  });
}

describe('typing into an emptied rich text', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('types plain text where the deleted text left its formats behind', () => {
    const paragraph = editable('<s><br></s>');
    const event = typing('q');
    expect(typeIntoBlank(paragraph, event)).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(paragraph.innerHTML).toBe('q');
    const selection = document.getSelection();
    expect(selection?.anchorNode).toBe(paragraph.firstChild);
    expect(selection?.anchorOffset).toBe(1);
  });

  it('leaves the browser alone when there is text, an image, or an input method at work', () => {
    for (const html of ['<s>struck</s>', '<img src="/a.png" alt="">']) {
      const paragraph = editable(html);
      const event = typing('q');
      expect(typeIntoBlank(paragraph, event)).toBe(false);
      expect(event.defaultPrevented).toBe(false);
      expect(paragraph.innerHTML).toBe(html);
    }
    const empty = editable('<br>');
    expect(typeIntoBlank(empty, typing('q', { isComposing: true }))).toBe(false);
    expect(typeIntoBlank(empty, typing('', { inputType: 'insertParagraph' }))).toBe(false);
    expect(empty.innerHTML).toBe('<br>');
  });
});
