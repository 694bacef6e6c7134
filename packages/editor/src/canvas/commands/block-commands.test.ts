import { createCoreRegistry, parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { createBlockEditorStore } from '../state/block-editor-store';
import { toEditorTree } from '../state/editor-block';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { type BlockCommandContext, createBlockCommands } from './block-commands';
import { removalWarning } from './removal-warning';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const CONTENT = [
  '<!-- wp:paragraph --><p>one</p><!-- /wp:paragraph -->',
  '<!-- wp:query {"queryId":1} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->',
  '<!-- wp:paragraph {"lock":{"remove":true}} --><p>locked</p><!-- /wp:paragraph -->',
].join('\n\n');

async function setUp(templatePartsOnly = false) {
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
  const copied: string[] = [];
  const commands = createBlockCommands({
    store,
    ui,
    templatePartsOnly,
    copy: (text) => copied.push(text),
    referencedEntity: () => null,
  });
  const blocks = () => store.stateOf(TEMPLATE).blocks;
  const context = (index: number): BlockCommandContext => ({
    clientIds: [blocks()[index]?.clientId ?? ''],
    owner: TEMPLATE,
    blocks: blocks(),
  });
  const command = (name: string) => {
    const found = commands.find((candidate) => candidate.name === name);
    if (found === undefined) throw new Error(`No command ${name}`);
    return found;
  };
  return { store, ui, copied, blocks, context, command };
}

describe('block commands', () => {
  it('duplicate, insert before and insert after each add one block', async () => {
    const { blocks, context, command } = await setUp();
    command('duplicate').run(context(0));
    command('insert-before').run(context(0));
    command('insert-after').run(context(0));
    expect(blocks().map((block) => block.name)).toEqual([
      'core/paragraph',
      'core/paragraph',
      'core/paragraph',
      'core/paragraph',
      'core/query',
      'core/paragraph',
    ]);
  });

  it('copy puts the block markup on the clipboard', async () => {
    const { copied, context, command } = await setUp();
    command('copy').run(context(0));
    expect(copied).toEqual(['<!-- wp:paragraph --><p>one</p><!-- /wp:paragraph -->']);
  });

  it('removing a Query Loop asks first; a plain block goes at once', async () => {
    const { ui, blocks, context, command } = await setUp();
    command('remove').run(context(1));
    expect(ui.getState().removal?.message).toBe('Query Loop displays a list of posts or pages.');
    expect(blocks()).toHaveLength(3);
    command('remove').run(context(0));
    expect(blocks()).toHaveLength(2);
  });

  it('a block locked against removal offers neither Remove nor Detach', async () => {
    const { context, command } = await setUp();
    expect(command('remove').isAvailable(context(2))).toBe(false);
    expect(command('detach').isAvailable(context(2))).toBe(false);
  });

  it('Create template part is not offered in template-parts-only mode', async () => {
    const normal = await setUp(false);
    expect(normal.command('create-template-part').isAvailable(normal.context(0))).toBe(true);
    const partsOnly = await setUp(true);
    expect(partsOnly.command('create-template-part').isAvailable(partsOnly.context(0))).toBe(false);
  });
});

describe('removalWarning', () => {
  it('warns for Post Content and for blocks inside a removed container', () => {
    const tree = toEditorTree(
      parse(
        '<!-- wp:group --><div class="wp-block-group"><!-- wp:post-content /--></div><!-- /wp:group -->',
      ),
    );
    expect(removalWarning(tree)).toBe(
      'Post or page content will not be displayed if you delete this block.',
    );
    expect(
      removalWarning(toEditorTree(parse('<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->'))),
    ).toBeNull();
  });
});

describe('detach', () => {
  const PATTERN: RecordRef = { kind: 'postType', name: 'wp_block', id: '5' };

  async function setUpReference(patternExists: boolean) {
    const rest = createFakeRest({
      'GET /wp/v2/templates/loom//home': () => ({
        body: {
          id: 'loom//home',
          slug: 'home',
          content: { raw: '<!-- wp:block {"ref":5} /-->' },
        },
      }),
      'GET /wp/v2/blocks/5': () => ({
        body: {
          id: 5,
          title: { raw: 'Intro' },
          content: { raw: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' },
        },
      }),
    });
    const entityStore = createEntityStore({ client: rest.client, now: () => 0 });
    await entityStore.resolveRecord(TEMPLATE);
    if (patternExists) await entityStore.resolveRecord(PATTERN);
    const store = createBlockEditorStore({
      entityStore,
      registry: createCoreRegistry(),
      rootRef: TEMPLATE,
    });
    const [detach] = createBlockCommands({
      store,
      ui: createCanvasUiStore(),
      templatePartsOnly: false,
      copy: () => undefined,
      referencedEntity: (block) => (block.name === 'core/block' ? PATTERN : null),
    }).filter((command) => command.name === 'detach');
    const blocks = () => store.stateOf(TEMPLATE).blocks;
    const context = (): BlockCommandContext => ({
      clientIds: [blocks()[0]?.clientId ?? ''],
      owner: TEMPLATE,
      blocks: blocks(),
    });
    return { store, detach, blocks, context };
  }

  it("replaces a synced pattern with a copy of its blocks; the pattern's blocks stay", async () => {
    const { store, detach, blocks, context } = await setUpReference(true);
    expect(detach?.isAvailable(context())).toBe(true);
    detach?.run(context());
    expect(blocks().map((block) => block.name)).toEqual(['core/paragraph']);
    expect(store.stateOf(PATTERN).blocks.map((block) => block.name)).toEqual(['core/paragraph']);
    expect(blocks()[0]?.clientId).not.toBe(store.stateOf(PATTERN).blocks[0]?.clientId);
  });

  it('is not offered for a pattern that is gone', async () => {
    const { detach, context } = await setUpReference(false);
    expect(detach?.isAvailable(context())).toBe(false);
  });
});
