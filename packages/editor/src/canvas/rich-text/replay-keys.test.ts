import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeldKey } from '../../app/typed-ahead/typed-ahead';
import { replayKeys, replaySteps } from './replay-keys';

function held(key: string, extra: Partial<HeldKey> = {}): HeldKey {
  return { key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra };
}

describe('playing held keys again', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('types printable keys in a row as one run of text; every other key is a step of its own', () => {
    const steps = replaySteps([
      held('o'),
      held('n'),
      held('e'),
      held('Enter'),
      held('T', { shiftKey: true }),
      held('Tab', { shiftKey: true }),
      held('b', { ctrlKey: true }),
      held('!'),
    ]);
    expect(steps).toEqual([
      { kind: 'text', text: 'one' },
      { kind: 'key', key: held('Enter') },
      { kind: 'text', text: 'T' },
      { kind: 'key', key: held('Tab', { shiftKey: true }) },
      { kind: 'key', key: held('b', { ctrlKey: true }) },
      { kind: 'text', text: '!' },
    ]);
  });

  it('sends keys to what has the focus then, in order, and does the browser’s part of those no handler took', async () => {
    const typed: string[] = [];
    const execCommand = vi.fn((command: string, _ui?: boolean, value?: string) => {
      typed.push(value === undefined ? command : `${command}:${value}`);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const first = document.createElement('p');
    const second = document.createElement('p');
    for (const element of [first, second]) {
      element.tabIndex = -1;
      document.body.append(element);
    }
    first.focus();
    const heard: string[] = [];
    // Enter is taken by a handler (a split) and moves the focus; Backspace is left to the browser.
    first.addEventListener('keydown', (event) => {
      heard.push(`first:${event.key}`);
      if (event.key === 'Enter') {
        event.preventDefault();
        second.focus();
      }
    });
    second.addEventListener('keydown', (event) => heard.push(`second:${event.key}`));
    await replayKeys(document, [held('a'), held('Enter'), held('b'), held('Backspace')]);
    expect(heard).toEqual(['first:Enter', 'second:Backspace']);
    expect(typed).toEqual(['insertText:a', 'insertText:b', 'delete']);
  });

  it('holds keys pressed while it plays and plays them after, not between the ones it had', async () => {
    const typed: string[] = [];
    const execCommand = vi.fn((_command: string, _ui?: boolean, value?: string) => {
      typed.push(value ?? '');
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const field = document.createElement('p');
    field.tabIndex = -1;
    document.body.append(field);
    field.focus();
    const heard: string[] = [];
    field.addEventListener('keydown', (event) => {
      heard.push(event.key);
      if (event.key === 'Enter') event.preventDefault();
    });
    const playing = replayKeys(document, [held('o'), held('n'), held('e'), held('Enter')]);
    // The person goes on typing before the first held key is played.
    const pressed = new KeyboardEvent('keydown', { key: 't', bubbles: true, cancelable: true });
    field.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    await playing;
    expect(typed).toEqual(['one', 't']);
    expect(heard).toEqual(['Enter']);
    // Once played, keys reach the page again.
    const after = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true });
    field.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
