import { createBlock, serialize } from '@atelier/blocks';
import { describe, expect, it, vi } from 'vitest';
import type { BlockEditorState } from './block-editor-state';
import { editorBlockAttributes } from './editor-written';
import { typedBlock } from './typed-markup';
import { updateAttributes } from './update-attributes';
import { frozenState, idAt, registry } from './verb-test-helpers';

/** Blocks edited in place, with attributes that change their markup around the text. */
const SOURCES: Record<string, string> = {
  paragraph:
    '<!-- wp:paragraph {"align":"center","dropCap":true,"className":"intro"} -->\n<p class="has-text-align-center intro">Hello</p>\n<!-- /wp:paragraph -->',
  heading:
    '<!-- wp:heading {"level":3,"textAlign":"right"} -->\n<h3 class="wp-block-heading has-text-align-right">Title</h3>\n<!-- /wp:heading -->',
  code: '<!-- wp:code -->\n<pre class="wp-block-code"><code>let a = 1;</code></pre>\n<!-- /wp:code -->',
  preformatted:
    '<!-- wp:preformatted -->\n<pre class="wp-block-preformatted">one\ntwo</pre>\n<!-- /wp:preformatted -->',
  verse: '<!-- wp:verse -->\n<pre class="wp-block-verse">a line</pre>\n<!-- /wp:verse -->',
  button:
    '<!-- wp:buttons -->\n<div class="wp-block-buttons"><!-- wp:button {"backgroundColor":"accent"} -->\n<div class="wp-block-button"><a class="wp-block-button__link has-accent-background-color has-background wp-element-button" href="/x">Go</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->',
  'list item with a nested list':
    '<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>Top<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>Inner</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list --></li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
};

/** The first block of the tree with rich text edited in place (depth first). */
function typingTarget(state: BlockEditorState) {
  const queue = [...state.blocks];
  for (const block of queue) {
    if (block.name !== 'core/list' && block.name !== 'core/buttons') return block;
    queue.push(...block.innerBlocks);
  }
  throw new Error('No block to type in');
}

function attributeOf(name: string | null): string {
  return name === 'core/button' ? 'text' : 'content';
}

/** Keystrokes: characters added and removed, inline markup, references, an emptied block. */
const KEYSTROKES = [
  'H',
  'He',
  'He<strong>l</strong>',
  'He<strong>l</strong>l',
  'a &amp; b',
  'a<br>b',
  '',
  'x',
  'x y',
  'x',
];

describe('typing writes the markup around the text', () => {
  for (const [label, source] of Object.entries(SOURCES)) {
    it(`gives the markup of the type's own save after every keystroke: ${label}`, () => {
      let state: BlockEditorState = frozenState(source);
      const target = typingTarget(state);
      const attribute = attributeOf(target.name);
      for (const value of KEYSTROKES) {
        state = updateAttributes(
          state,
          { clientId: target.clientId, attributes: { [attribute]: value } },
          registry,
        );
        const [block] = [target.clientId].map((id) => {
          const queue = [...state.blocks];
          for (const item of queue) {
            if (item.clientId === id) return item;
            queue.push(...item.innerBlocks);
          }
          return undefined;
        });
        if (block === undefined || block.name === null) throw new Error('Block lost');
        const saved = createBlock(
          registry,
          block.name,
          editorBlockAttributes(registry, block),
          block.innerBlocks,
        );
        expect(block.innerContent).toEqual(saved.innerContent);
        expect(block.innerHTML).toBe(saved.innerHTML);
        expect(block.attributes).toEqual(saved.attributes);
        expect(serialize([block])).toBe(serialize([saved]));
      }
    });
  }

  it('runs no save after the first keystroke in a block (and again after an emptied one)', () => {
    let state: BlockEditorState = frozenState(SOURCES.paragraph ?? '');
    const clientId = idAt(state, 0);
    const type = registry.get('core/paragraph');
    if (type?.save === undefined) throw new Error('No paragraph');
    const save = vi.spyOn(type, 'save');
    const counts: number[] = [];
    for (const content of ['Hello w', 'Hello wo', 'Hello wor', '', 'a', 'ab']) {
      save.mockClear();
      state = updateAttributes(state, { clientId, attributes: { content } }, registry);
      counts.push(save.mock.calls.length);
    }
    save.mockRestore();
    // The first keystroke saves twice (the block, and once to learn where its text sits).
    expect(counts).toEqual([2, 0, 0, 1, 2, 0]);
  });

  it('is not used for another attribute or a block it did not learn', () => {
    const state = frozenState(SOURCES.paragraph ?? '');
    const [block] = state.blocks;
    if (block === undefined) throw new Error('No block');
    expect(typedBlock(block, 'content', 'x')).toBeUndefined();
    const next = updateAttributes(
      state,
      { clientId: block.clientId, attributes: { content: 'Hello!' } },
      registry,
    );
    const typed = next.blocks[0];
    if (typed === undefined) throw new Error('No block');
    const written = createBlock(registry, 'core/paragraph', {
      ...editorBlockAttributes(registry, typed),
      content: 'Hi',
    });
    expect(typedBlock(typed, 'content', 'Hi')?.innerHTML).toBe(written.innerHTML);
    expect(written.innerHTML).toContain('>Hi</p>');
    expect(typedBlock(typed, 'align', 'Hi')).toBeUndefined();
  });
});
