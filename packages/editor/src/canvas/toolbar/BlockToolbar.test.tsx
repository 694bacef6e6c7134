import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCommandContext } from '../../app/layout/use-command-context';
import { CommandCenterProvider } from '../../commands/CommandCenter';
import { createBlockCommands } from '../commands/block-commands';
import { CanvasCommands } from '../commands/CanvasCommands';
import type { BlockEditorStore } from '../state/block-editor-store';
import { selectBlock } from '../state/select-block';
import { pageBlockEditor } from '../testing/page-block-editor';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { BlockToolbar } from './BlockToolbar';

// Every icon the toolbar draws, counted: a selection that shows the same buttons draws none again.
const drawn = vi.hoisted(() => ({ icons: 0 }));
vi.mock('../../ui/icons', async (original) => {
  const icons: Record<string, unknown> = await original();
  return Object.fromEntries(
    Object.entries(icons).map(([name, value]) => {
      if (!name.endsWith('Icon') || typeof value !== 'function') return [name, value];
      const Icon = value as () => unknown;
      return [
        name,
        () => {
          drawn.icons += 1;
          return Icon();
        },
      ];
    }),
  );
});

// How often the toolbar reads its type switcher's transforms (one of the facts its buttons show).
const facts = vi.hoisted(() => ({ reads: 0 }));
vi.mock('./transform-options', async (original) => {
  const module: typeof import('./transform-options') = await original();
  return {
    ...module,
    transformOptions: (...args: Parameters<typeof module.transformOptions>) => {
      facts.reads += 1;
      return module.transformOptions(...args);
    },
  };
});

const CONTENT = [
  '<!-- wp:paragraph --><p>First</p><!-- /wp:paragraph -->',
  '<!-- wp:paragraph --><p>Second</p><!-- /wp:paragraph -->',
  '<!-- wp:paragraph --><p>Third</p><!-- /wp:paragraph -->',
  '<!-- wp:heading --><h2 class="wp-block-heading">Fourth</h2><!-- /wp:heading -->',
  '<!-- wp:paragraph {"lock":{"move":true}} --><p>Fifth</p><!-- /wp:paragraph -->',
].join('\n');

afterEach(cleanup);

function Commands({
  store,
  ui,
}: {
  store: BlockEditorStore;
  ui: ReturnType<typeof createCanvasUiStore>;
}) {
  return (
    <CommandCenterProvider context={useCommandContext()}>
      <CanvasCommands
        doc={document}
        store={store}
        ui={ui}
        blockCommands={createBlockCommands({
          store,
          ui,
          copy: () => undefined,
          templatePartsOnly: false,
          referencedEntity: () => null,
        })}
      />
      <BlockToolbar doc={document} />
    </CommandCenterProvider>
  );
}

async function setUp() {
  const editor = await pageBlockEditor({
    id: 7,
    title: { raw: 'About' },
    content: { raw: CONTENT },
    status: 'publish',
  });
  const { store, entityStore, blocks } = editor;
  const ui = createCanvasUiStore();
  // The blocks as the canvas marks them: the toolbar looks its block up by `data-block`.
  for (const block of blocks()) {
    const element = document.createElement('div');
    element.dataset.block = block.clientId;
    element.textContent = block.name;
    document.body.append(element);
  }
  editor.render(<Commands store={store} ui={ui} />, ui);
  const select = async (index: number) => {
    const clientId = blocks()[index]?.clientId ?? '';
    await act(async () => store.run(selectBlock, { clientId }));
    // The frame after it measures the toolbar's place again.
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  };
  return { store, entityStore, page: editor.page, blocks, select };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Block tools' });

describe('BlockToolbar', () => {
  it('selecting another paragraph draws no button again; the buttons act on the new one', async () => {
    const { blocks, select } = await setUp();
    await select(1);
    const typeButton = within(toolbar()).getByRole('button', {
      name: 'Paragraph: change block type',
    });
    drawn.icons = 0;
    await select(2);
    expect(drawn.icons).toBe(0);
    expect(within(toolbar()).getByRole('button', { name: 'Paragraph: change block type' })).toBe(
      typeButton,
    );

    await act(async () => {
      fireEvent.click(within(toolbar()).getByRole('button', { name: 'Options' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: /^Duplicate/ }));
    });
    // The third paragraph, selected when Duplicate was chosen, is the one doubled.
    const after = blocks();
    expect(after).toHaveLength(6);
    expect(after.map((block) => block.innerHTML)).toEqual([
      '<p>First</p>',
      '<p>Second</p>',
      '<p>Third</p>',
      '<p>Third</p>',
      '<h2 class="wp-block-heading">Fourth</h2>',
      '<p>Fifth</p>',
    ]);
  });

  it('keeps a menu open while a first sync gives the blocks the document’s ids', async () => {
    const { entityStore, page, blocks, select } = await setUp();
    await select(1);
    await act(async () => {
      fireEvent.click(within(toolbar()).getByRole('button', { name: 'Options' }));
    });
    expect(screen.getByRole('menuitem', { name: /^Duplicate/ })).toBeDefined();

    const before = blocks();
    const fromDocument = before.map((block, index) => ({ ...block, clientId: `doc.${index}` }));
    await act(async () => {
      // The store tells its readers at once, while the elements still carry the old ids; the
      // canvas then draws the same elements under the new ones, in the commit that follows.
      entityStore.receiveShared(page, { blocks: fromDocument }, { newIds: true });
      for (const [index, block] of before.entries()) {
        const element = document.querySelector(`[data-block="${block.clientId}"]`);
        if (element instanceof HTMLElement) element.dataset.block = `doc.${index}`;
      }
    });
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

    expect(screen.getByRole('menuitem', { name: /^Duplicate/ })).toBeDefined();
  });

  it('moving the toolbar (the canvas scrolled) reads none of what its buttons show', async () => {
    const { blocks, select } = await setUp();
    await select(1);
    const before = toolbar().style.transform;
    const block = document.querySelector(`[data-block="${blocks()[1]?.clientId}"]`);
    if (block === null) throw new Error('No block element');
    block.getBoundingClientRect = () => new DOMRect(0, 400, 600, 40);
    facts.reads = 0;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise<void>((done) => requestAnimationFrame(() => done()));
    });
    expect(toolbar().style.transform).not.toBe(before);
    expect(facts.reads).toBe(0);
  });

  it('a new selection is placed in the commit that selects it; the frame corrects a moved block', async () => {
    const { store, blocks, select } = await setUp();
    const element = (index: number) => {
      const found = document.querySelector(`[data-block="${blocks()[index]?.clientId}"]`);
      if (found === null) throw new Error('No block element');
      return found;
    };
    blocks().forEach((_, index) => {
      element(index).getBoundingClientRect = () => new DOMRect(0, 200 + index * 100, 600, 40);
    });
    await select(1);
    const atSecond = toolbar().style.transform;
    // Frames run only when the test says so.
    const frames = new Map<number, FrameRequestCallback>();
    let next = 0;
    const request = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      next += 1;
      frames.set(next, callback);
      return next;
    });
    const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames.delete(id);
    });
    const frame = () =>
      act(async () => {
        const due = [...frames.values()];
        frames.clear();
        for (const callback of due) callback(performance.now());
      });
    try {
      const choose = (index: number) =>
        act(async () => store.run(selectBlock, { clientId: blocks()[index]?.clientId ?? '' }));
      await choose(2);
      // No frame has run: the toolbar is already beside the third paragraph.
      const atThird = toolbar().style.transform;
      expect(atThird).not.toBe(atSecond);
      await frame();
      expect(toolbar().style.transform).toBe(atThird);

      // The selection moved the block (the one above changed size): the frame places it again.
      await choose(1);
      expect(toolbar().style.transform).toBe(atSecond);
      element(1).getBoundingClientRect = () => new DOMRect(0, 330, 600, 40);
      await frame();
      expect(toolbar().style.transform).not.toBe(atSecond);
      expect(toolbar().style.transform).not.toBe(atThird);
    } finally {
      request.mockRestore();
      cancel.mockRestore();
    }
  });

  it('a block showing other buttons draws them: a heading, a block locked in place', async () => {
    const { select } = await setUp();
    await select(1);
    drawn.icons = 0;
    await select(3);
    expect(drawn.icons).toBeGreaterThan(0);
    expect(
      within(toolbar()).getByRole('button', { name: 'Heading: change block type' }),
    ).toBeTruthy();
    expect(
      within(toolbar()).getByRole('button', { name: 'Move up' }).hasAttribute('disabled'),
    ).toBe(false);
    await select(4);
    expect(
      within(toolbar()).getByRole('button', { name: 'Move up' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(toolbar()).getByRole('button', { name: 'Move down' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('a transform and an alignment change the block selected when they are chosen', async () => {
    const { blocks, select } = await setUp();
    await select(0);
    await select(2);
    await act(async () => {
      fireEvent.click(within(toolbar()).getByRole('button', { name: 'Align text' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', { name: 'Align text center' }));
    });
    expect(blocks().map((block) => block.attributes.align)).toEqual([
      undefined,
      undefined,
      'center',
      undefined,
      undefined,
    ]);
    await act(async () => {
      fireEvent.click(
        within(toolbar()).getByRole('button', { name: 'Paragraph: change block type' }),
      );
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Heading' }));
    });
    expect(blocks().map((block) => block.name)).toEqual([
      'core/paragraph',
      'core/paragraph',
      'core/heading',
      'core/heading',
      'core/paragraph',
    ]);
  });
});
