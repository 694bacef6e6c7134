import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewModeClick } from './use-view-mode-click';

function frameDocument(): Document {
  const doc = document.implementation.createHTMLDocument('frame');
  doc.body.innerHTML = '<p><a href="https://example.org/elsewhere">A link</a></p>';
  return doc;
}

function click(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

afterEach(cleanup);

describe('useViewModeClick', () => {
  it('turns a click anywhere in the view-mode frame into edit mode, links included', () => {
    const doc = frameDocument();
    const onClick = vi.fn();
    const below = vi.fn();
    doc.body.addEventListener('click', below);
    renderHook(() => useViewModeClick(doc, true, onClick));
    const link = doc.querySelector('a');
    if (link === null) throw new Error('no link');
    const event = click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(below).not.toHaveBeenCalled();
  });

  it('leaves clicks alone in edit mode and once the frame is gone', () => {
    const doc = frameDocument();
    const onClick = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ enabled }) => useViewModeClick(doc, enabled, onClick),
      { initialProps: { enabled: false } },
    );
    expect(click(doc.body).defaultPrevented).toBe(false);
    rerender({ enabled: true });
    click(doc.body);
    expect(onClick).toHaveBeenCalledTimes(1);
    unmount();
    click(doc.body);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
