import { act, cleanup, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyFrameToolsMount } from './editing-parts';
import { renderWithTemplate, TEMPLATE } from './state/hook-test-harness';
import { clearSelection, selectBlock } from './state/select-block';
import { CanvasUiProvider } from './ui/CanvasUiContext';
import { createCanvasUiStore } from './ui/canvas-ui-store';

// The tools themselves, counted: what is measured here is their mount.
const tools = vi.hoisted(() => ({ renders: 0 }));
// The first screen never draws here: only a selection brings the tools.
vi.mock('../app/first-screen', () => ({ useFirstScreenDrawn: () => false }));
vi.mock('./FrameTools', () => ({
  FrameTools: () => {
    tools.renders += 1;
    return <div>frame tools</div>;
  },
}));

const CONTENT = ['One', 'Two', 'Three']
  .map((text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`)
  .join('\n\n');

/** The mount inside the canvas UI store it reads while the tools' code comes. */
function Mount({ onCommit = () => {} }: { onCommit?: () => void }) {
  return (
    <CanvasUiProvider store={createCanvasUiStore()}>
      <Profiler id="mount" onRender={onCommit}>
        <LazyFrameToolsMount doc={document} />
      </Profiler>
    </CanvasUiProvider>
  );
}

afterEach(() => {
  cleanup();
  tools.renders = 0;
});

describe('LazyFrameToolsMount', () => {
  it('draws the tools at the first selection and renders nothing for the next ones', async () => {
    let commits = 0;
    const { store } = await renderWithTemplate(
      CONTENT,
      <Mount
        onCommit={() => {
          commits += 1;
        }}
      />,
    );
    expect(screen.queryByText('frame tools')).toBeNull();
    const [one, two, three] = store.stateOf(TEMPLATE).blocks.map((block) => block.clientId);
    act(() => store.run(selectBlock, { clientId: one ?? '' }));
    expect(await screen.findByText('frame tools')).toBeDefined();
    const before = { commits, tools: tools.renders };

    act(() => store.run(selectBlock, { clientId: two ?? '' }));
    act(() => store.run(selectBlock, { clientId: three ?? '' }));

    expect({ commits, tools: tools.renders }).toEqual(before);
  });

  it('takes the tools away when the selection is cleared (the first screen not drawn)', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Mount />);
    const [one] = store.stateOf(TEMPLATE).blocks.map((block) => block.clientId);
    act(() => store.run(selectBlock, { clientId: one ?? '' }));
    expect(await screen.findByText('frame tools')).toBeDefined();

    act(() => store.run(clearSelection, undefined));

    expect(screen.queryByText('frame tools')).toBeNull();
  });
});
