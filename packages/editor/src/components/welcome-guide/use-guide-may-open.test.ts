import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFirstScreen } from '../../app/first-screen';
import { parseLocation } from '../../app/location';
import { personIsEditing, useGuideMayOpen } from './use-guide-may-open';

const at = (query: string) => parseLocation(new URLSearchParams(query));

/** A first screen of the editing canvas, drawn when the test says. */
function canvasScreen() {
  const screen = createFirstScreen({
    afterPageSettles: () => () => {},
    setTimeout: () => {},
    afterPaintIdle: (callback) => callback(),
  });
  screen.watch(true);
  return screen;
}

describe('useGuideMayOpen', () => {
  it('waits for the first screen to draw, then opens', () => {
    const screen = canvasScreen();
    const editing = at('p=/wp_template/loom//index&canvas=edit');
    const { result } = renderHook(() => useGuideMayOpen(editing, 'undefined', () => false, screen));
    expect(result.current).toBe(false);
    act(() => screen.markCanvasDrawn());
    expect(result.current).toBe(true);
  });

  it('not over work started before: on the next screen, or once the guides are asked for', () => {
    const screen = canvasScreen();
    const editing = at('p=/wp_template/loom//index&canvas=edit');
    const { result, rerender } = renderHook(
      ({ location, guides }) => useGuideMayOpen(location, guides, () => true, screen),
      { initialProps: { location: editing, guides: 'undefined' } },
    );
    act(() => screen.markCanvasDrawn());
    expect(result.current).toBe(false);
    // 'Welcome Guide' turns the guides on: the person asked for it.
    rerender({ location: editing, guides: 'true' });
    expect(result.current).toBe(true);
    rerender({ location: editing, guides: 'undefined' });
    expect(result.current).toBe(false);
    rerender({ location: at('p=/wp_template'), guides: 'undefined' });
    expect(result.current).toBe(true);
  });

  it('a later mount, once the first screen has drawn, opens at once', () => {
    const screen = canvasScreen();
    screen.markCanvasDrawn();
    const { result } = renderHook(() =>
      useGuideMayOpen(at('p=/pages'), 'undefined', () => true, screen),
    );
    expect(result.current).toBe(true);
  });
});

describe('personIsEditing', () => {
  it('is true while the focus is in the canvas frame or a field, not on a button or nothing', () => {
    document.body.innerHTML =
      '<iframe title="Editor canvas"></iframe><input aria-label="Name"><button>Save</button>';
    expect(personIsEditing(document)).toBe(false);
    const focusOn = (selector: string) => document.querySelector<HTMLElement>(selector)?.focus();
    focusOn('input');
    expect(personIsEditing(document)).toBe(true);
    focusOn('button');
    expect(personIsEditing(document)).toBe(false);
    focusOn('iframe');
    expect(personIsEditing(document)).toBe(true);
    document.body.innerHTML = '';
  });
});
