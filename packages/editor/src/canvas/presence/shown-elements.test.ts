import { describe, expect, it } from 'vitest';
import { shownElements } from './shown-elements';

function blockElement(id: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.block = id;
  document.body.append(element);
  return element;
}

describe('shownElements', () => {
  it('queries the frame once while the block’s elements stay', () => {
    document.body.replaceChildren();
    const element = blockElement('a');
    let queries = 0;
    const elements = shownElements((id) => {
      queries += 1;
      return [...document.querySelectorAll<HTMLElement>(`[data-block="${id}"]`)];
    });
    expect(elements.get('a')).toEqual([element]);
    expect(elements.get('a')).toEqual([element]);
    expect(queries).toBe(1);
  });

  it('queries again once an element left the page, or after clear()', () => {
    document.body.replaceChildren();
    const first = blockElement('a');
    let queries = 0;
    const elements = shownElements((id) => {
      queries += 1;
      return [...document.querySelectorAll<HTMLElement>(`[data-block="${id}"]`)];
    });
    elements.get('a');
    first.remove();
    const second = blockElement('a');
    expect(elements.get('a')).toEqual([second]);
    elements.clear();
    expect(elements.get('a')).toEqual([second]);
    expect(queries).toBe(3);
  });

  it('keeps asking while the block shows nowhere', () => {
    document.body.replaceChildren();
    let queries = 0;
    const elements = shownElements(() => {
      queries += 1;
      return [];
    });
    elements.get('a');
    elements.get('a');
    expect(queries).toBe(2);
  });
});
