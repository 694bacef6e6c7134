import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './RichText';

vi.mock('./use-rich-text-keys', () => ({
  useRichTextKeys: () => Object.assign(() => undefined, { onPaste: () => undefined }),
}));

interface Shown {
  value: string;
  onChange(value: string, drawnLater: boolean): void;
  /** Anything else the block draws: a new one renders the paragraph with the same value. */
  other?: number;
}

function Paragraph({ value, onChange }: Shown) {
  return (
    <RichText
      clientId="p1"
      attribute="content"
      tagName="p"
      value={value}
      isMain
      placeholder="Type / to choose a block"
      elementProps={{}}
      onChange={onChange}
    />
  );
}

/** What the browser does for a key typed into the element, when no listener types it. */
function typeKey(element: HTMLElement, text: string): void {
  const event = new InputEvent('beforeinput', {
    inputType: 'insertText',
    data: text,
    bubbles: true,
    cancelable: true,
  });
  if (!element.dispatchEvent(event)) return;
  element.append(text);
  element.dispatchEvent(
    new InputEvent('input', { inputType: 'insertText', data: text, bubbles: true }),
  );
}

afterEach(cleanup);

describe('a rich text while typing', () => {
  it('listens for typed text once, not again per keystroke, and hands each change to the latest onChange', () => {
    const received: string[] = [];
    const changeOf = (render: number) => (value: string) => received.push(`${render}:${value}`);
    const added = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    const { rerender } = render(<Paragraph value="Hello" onChange={changeOf(0)} />);
    const paragraph = screen.getByRole('textbox', { name: 'Type / to choose a block' });
    const listenersAtFirst = added.mock.calls.filter(([type]) => type === 'beforeinput').length;

    let value = 'Hello';
    for (const [index, key] of [...' world'].entries()) {
      act(() => typeKey(paragraph, key));
      value += key;
      // The block comes back with the typed text and a new onChange, as the block editor gives it.
      rerender(<Paragraph value={value} onChange={changeOf(index + 1)} />);
    }

    expect(paragraph.textContent).toBe('Hello world');
    expect(received).toEqual([
      '0:Hello ',
      '1:Hello w',
      '2:Hello wo',
      '3:Hello wor',
      '4:Hello worl',
      '5:Hello world',
    ]);
    expect(added.mock.calls.filter(([type]) => type === 'beforeinput').length).toBe(
      listenersAtFirst,
    );
    added.mockRestore();
  });

  it('types plain text into an emptied paragraph after re-renders, and hands it on', () => {
    const received: string[] = [];
    const { rerender } = render(
      <Paragraph value="<s>struck</s>" onChange={(v) => received.push(v)} />,
    );
    rerender(<Paragraph value="<s>struck</s>" onChange={(v) => received.push(`new:${v}`)} />);
    const paragraph = screen.getByRole('textbox', { name: 'Type / to choose a block' });
    act(() => {
      paragraph.replaceChildren();
      typeKey(paragraph, 'x');
    });
    expect(paragraph.innerHTML).toBe('x');
    expect(received).toEqual(['new:x']);
  });
});

describe('text typed before React hears of it', () => {
  it('is not written over by a render that gives the value from before it', () => {
    const received: [string, boolean][] = [];
    const onChange = (value: string, drawnLater: boolean) => received.push([value, drawnLater]);
    const { rerender } = render(<Paragraph value="Hello" onChange={onChange} />);
    const paragraph = screen.getByRole('textbox', { name: 'Type / to choose a block' });
    act(() => typeKey(paragraph, '!'));
    expect(received).toEqual([['Hello!', true]]);
    // React draws the block again for something else before it has heard of the '!'.
    rerender(<Paragraph value="Hello" onChange={onChange} other={1} />);
    expect(paragraph.textContent).toBe('Hello!');
    // Then it hears of it: nothing to write.
    rerender(<Paragraph value="Hello!" onChange={onChange} other={1} />);
    expect(paragraph.textContent).toBe('Hello!');
  });

  it('is taken away by an undo that brings the earlier value back', () => {
    const { rerender } = render(<Paragraph value="Hello" onChange={() => undefined} />);
    const paragraph = screen.getByRole('textbox', { name: 'Type / to choose a block' });
    act(() => typeKey(paragraph, '!'));
    rerender(<Paragraph value="Hello!" onChange={() => undefined} />);
    rerender(<Paragraph value="Hello" onChange={() => undefined} />);
    expect(paragraph.textContent).toBe('Hello');
  });

  it('is drawn at once when it empties the text, starts it, or may hold a slash query', () => {
    const received: [string, boolean][] = [];
    const onChange = (value: string, drawnLater: boolean) => received.push([value, drawnLater]);
    const { rerender } = render(<Paragraph value="" onChange={onChange} />);
    const paragraph = screen.getByRole('textbox', { name: 'Type / to choose a block' });
    act(() => typeKey(paragraph, '/'));
    rerender(<Paragraph value="/" onChange={onChange} />);
    act(() => typeKey(paragraph, 'h'));
    expect(received).toEqual([
      ['/', false],
      ['/h', false],
    ]);
  });
});
