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
});
