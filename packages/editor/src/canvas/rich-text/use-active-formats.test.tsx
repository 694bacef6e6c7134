import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useActiveFormats } from './use-active-formats';

function Pressed() {
  const active = useActiveFormats(document);
  return <output aria-label="Pressed">{[...active].join(' ') || 'none'}</output>;
}

function editable(html: string): HTMLElement {
  const element = document.createElement('p');
  element.contentEditable = 'true';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function caretIn(node: Node, offset: number) {
  const range = document.createRange();
  range.setStart(node, offset);
  range.collapse(true);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

describe('the pressed formats of the block toolbar', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('follow the caret into struck text', async () => {
    render(<Pressed />);
    const paragraph = editable('plain <s>struck</s>');
    act(() => {
      paragraph.focus();
      caretIn(paragraph.querySelector('s')?.firstChild ?? paragraph, 2);
    });
    await waitFor(() => expect(screen.getByLabelText('Pressed').textContent).toBe('s'));
  });

  it('let go when the text is written again from outside (undo), with no selection event', async () => {
    render(<Pressed />);
    const paragraph = editable('<s>struck</s>');
    act(() => {
      paragraph.focus();
      caretIn(paragraph.querySelector('s')?.firstChild ?? paragraph, 3);
    });
    await waitFor(() => expect(screen.getByLabelText('Pressed').textContent).toBe('s'));
    // What undo does to the rich text: its content replaced, the caret where the text is.
    await act(async () => {
      paragraph.replaceChildren(document.createTextNode('struck'));
    });
    await waitFor(() => expect(screen.getByLabelText('Pressed').textContent).toBe('none'));
  });
});
