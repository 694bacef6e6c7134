import { createCoreRegistry, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import type { EditorCommandContext } from '../../commands/command-context';
import { createCommandRegistry } from '../../commands/command-registry';
import { historyCommands } from '../../commands/history-commands';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { createBlockEditorStore } from '../state/block-editor-store';
import { selectBlock, selectRange } from '../state/select-block';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { createBlockCommands } from './block-commands';
import { canvasKeyCommands } from './key-commands';
import { commandContext } from './selection-commands';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const CONTENT = [
  '<!-- wp:paragraph --><p>one</p><!-- /wp:paragraph -->',
  '<!-- wp:paragraph --><p>two</p><!-- /wp:paragraph -->',
].join('\n\n');

const EDITING: EditorCommandContext = {
  canvas: 'edit',
  path: '/wp_template',
  record: TEMPLATE,
  editorMode: 'visual',
  distractionFree: false,
  isBlockTheme: true,
  canRevert: false,
};

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({
      body: { id: 'loom//home', slug: 'home', content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client, now: () => 0 });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  const ui = createCanvasUiStore();
  const blockCommands = createBlockCommands({
    store,
    ui,
    templatePartsOnly: false,
    copy: () => undefined,
    referencedEntity: () => null,
  });
  const registry = createCommandRegistry<EditorCommandContext>();
  const keyCommands = canvasKeyCommands({
    doc: document,
    store,
    ui,
    selection: () => commandContext(store),
    remove: blockCommands.find((command) => command.name === 'remove'),
  });
  for (const command of [...keyCommands, ...historyCommands(entityStore)]) {
    registry.register(command);
  }
  const blocks = () => store.stateOf(TEMPLATE).blocks;
  const select = (index: number) =>
    store.run(selectBlock, { clientId: blocks()[index]?.clientId ?? '' }, TEMPLATE);
  /** The command a key pressed on `target` in the canvas frame runs. */
  const keyIn = (target: EventTarget, init: KeyboardEventInit) => {
    const key = new KeyboardEvent('keydown', { bubbles: true, ...init });
    let found: string | undefined;
    target.addEventListener(
      'keydown',
      (event) => {
        const context = { ...EDITING, key: event as KeyboardEvent };
        const command = registry.forKey(event as KeyboardEvent, context, false, true);
        found = command?.name;
        command?.run(context);
      },
      { once: true },
    );
    target.dispatchEvent(key);
    return found;
  };
  return { store, ui, blocks, select, keyIn };
}

function editable(): HTMLElement {
  const element = document.createElement('p');
  element.contentEditable = 'true';
  element.textContent = 'one';
  document.body.append(element);
  return element;
}

describe('canvas key commands', () => {
  it('Delete in text being typed is the text’s; on a selected block it removes the block', async () => {
    const { blocks, select, keyIn } = await setUp();
    const second = blocks()[1]?.clientId;
    select(0);
    expect(keyIn(editable(), { key: 'Delete', code: 'Delete' })).toBeUndefined();
    expect(blocks()).toHaveLength(2);
    expect(keyIn(document.body, { key: 'Delete', code: 'Delete' })).toBe('block/delete-selected');
    expect(blocks().map((block) => block.clientId)).toEqual([second]);
  });

  it('Backspace removes several selected blocks, even from text', async () => {
    const { store, blocks, keyIn } = await setUp();
    const [first, second] = blocks();
    store.run(
      selectRange,
      { anchorId: first?.clientId ?? '', focusId: second?.clientId ?? '' },
      TEMPLATE,
    );
    expect(keyIn(editable(), { key: 'Backspace', code: 'Backspace' })).toBe(
      'block/delete-selected',
    );
    expect(blocks()).toHaveLength(0);
  });

  it('access+3 makes the selected paragraph a heading of level 3', async () => {
    const { blocks, select, keyIn } = await setUp();
    select(1);
    const name = keyIn(document.body, { key: '#', code: 'Digit3', shiftKey: true, altKey: true });
    expect(name).toBe('block/heading-level-3');
    expect(serialize(blocks())).toContain('<!-- wp:heading {"level":3} -->');
  });

  it('Escape selects the block in navigation mode, unless the slash inserter is open', async () => {
    const { store, ui, select, keyIn } = await setUp();
    select(0);
    ui.set({ slash: { clientId: 'x', query: '' } });
    expect(keyIn(editable(), { key: 'Escape', code: 'Escape' })).toBeUndefined();
    expect(store.isNavigationMode()).toBe(false);
    ui.set({ slash: null });
    expect(keyIn(editable(), { key: 'Escape', code: 'Escape' })).toBe('block/navigation-mode');
    expect(store.isNavigationMode()).toBe(true);
  });

  it('primary+z and primary+shift+z in the canvas undo and redo the last edit', async () => {
    const { blocks, select, keyIn } = await setUp();
    select(0);
    keyIn(document.body, { key: 'Delete', code: 'Delete' });
    expect(blocks()).toHaveLength(1);
    expect(keyIn(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true })).toBe('core/undo');
    expect(blocks()).toHaveLength(2);
    keyIn(document.body, { key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    expect(blocks()).toHaveLength(1);
  });
});
