import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameTools } from './FrameTools';

// The three parts, counted: each follows what it shows from the stores itself.
const rendered = vi.hoisted(() => ({ toolbar: 0, inserter: 0, popover: 0 }));
vi.mock('./toolbar/BlockToolbar', () => ({
  BlockToolbar: () => {
    rendered.toolbar += 1;
    return <div>toolbar</div>;
  },
}));
vi.mock('./toolbar/SlashInserter', () => ({
  SlashInserter: () => {
    rendered.inserter += 1;
    return null;
  },
}));
vi.mock('./toolbar/LinkPopover', () => ({
  LinkPopover: () => {
    rendered.popover += 1;
    return null;
  },
}));

afterEach(() => {
  cleanup();
  rendered.toolbar = 0;
  rendered.inserter = 0;
  rendered.popover = 0;
});

describe('FrameTools', () => {
  it('draws its parts once while its mount renders again with the same document', () => {
    const view = render(<FrameTools doc={document} />);
    // What a new selection does to the mount (`LazyFrameToolsMount` reads the selected ids).
    view.rerender(<FrameTools doc={document} />);
    view.rerender(<FrameTools doc={document} />);
    expect(view.getByText('toolbar')).toBeTruthy();
    expect(rendered).toEqual({ toolbar: 1, inserter: 1, popover: 1 });
  });

  it('draws them again for another document', () => {
    const view = render(<FrameTools doc={document} />);
    view.rerender(<FrameTools doc={document.implementation.createHTMLDocument('other')} />);
    expect(rendered).toEqual({ toolbar: 2, inserter: 2, popover: 2 });
  });
});
