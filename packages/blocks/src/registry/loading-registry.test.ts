import { describe, expect, it } from 'vitest';
import type { BlockType } from './block-type';
import { type BlockTypeGroup, createLoadingRegistry } from './loading-registry';

function blockType(name: string): BlockType {
  return { name, title: name, category: 'text', attributes: {}, save: () => '<p></p>' };
}

/** A group whose chunk resolves when the test says so, counting its fetches. */
function manualGroup(names: string[]) {
  const fetches: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const group: BlockTypeGroup = {
    names,
    load: () =>
      new Promise((resolve, reject) => {
        fetches.push({ resolve: () => resolve(names.map(blockType)), reject });
      }),
  };
  return { group, fetches };
}

describe('createLoadingRegistry', () => {
  it('holds no type before it is asked for one, and names its groups’ types pending', () => {
    const text = manualGroup(['core/paragraph', 'core/heading']);
    const registry = createLoadingRegistry([text.group]);
    expect(registry.get('core/paragraph')).toBeUndefined();
    expect(registry.isPending('core/paragraph')).toBe(true);
    expect(registry.isPending('acme/unknown')).toBe(false);
    expect(text.fetches).toHaveLength(0);
  });

  it('fetches only the groups holding the names asked for, once however often it is asked', async () => {
    const text = manualGroup(['core/paragraph', 'core/heading']);
    const media = manualGroup(['core/video']);
    const registry = createLoadingRegistry([text.group, media.group]);
    const first = registry.whenRegistered(['core/heading', 'acme/unknown']);
    const second = registry.load(['core/paragraph']);
    expect(text.fetches).toHaveLength(1);
    expect(media.fetches).toHaveLength(0);
    text.fetches[0]?.resolve();
    await Promise.all([first, second]);
    expect(registry.get('core/heading')?.title).toBe('core/heading');
    expect(registry.isPending('core/paragraph')).toBe(false);
    expect(registry.isPending('core/video')).toBe(true);
    await registry.whenRegistered(['core/paragraph']);
    expect(text.fetches).toHaveLength(1);
  });

  it('tells its listeners when a group is registered', async () => {
    const text = manualGroup(['core/paragraph']);
    const registry = createLoadingRegistry([text.group]);
    const seen: boolean[] = [];
    const stop = registry.subscribe(() => seen.push(registry.has('core/paragraph')));
    const done = registry.whenComplete();
    text.fetches[0]?.resolve();
    expect(registry.isComplete()).toBe(false);
    await done;
    stop();
    expect(seen).toEqual([true]);
    expect(registry.isComplete()).toBe(true);
  });

  it('lists every type in the given order whatever order the groups arrived in', async () => {
    const media = manualGroup(['core/video']);
    const text = manualGroup(['core/paragraph', 'core/heading']);
    const registry = createLoadingRegistry(
      [text.group, media.group],
      ['core/heading', 'core/video', 'core/paragraph'],
    );
    registry.register(blockType('acme/custom'));
    const all = registry.loadAll();
    media.fetches[0]?.resolve();
    text.fetches[0]?.resolve();
    await all;
    expect(registry.all().map((type) => type.name)).toEqual([
      'core/heading',
      'core/video',
      'core/paragraph',
      'acme/custom',
    ]);
  });

  it('fetches a failed chunk again on the next call', async () => {
    const text = manualGroup(['core/paragraph']);
    const registry = createLoadingRegistry([text.group]);
    const failed = registry.whenRegistered(['core/paragraph']);
    text.fetches[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(registry.isPending('core/paragraph')).toBe(true);
    const retried = registry.whenRegistered(['core/paragraph']);
    expect(text.fetches).toHaveLength(2);
    text.fetches[1]?.resolve();
    await retried;
    expect(registry.has('core/paragraph')).toBe(true);
  });

  it('checks insertion against the types registered so far', async () => {
    const text = manualGroup(['core/list', 'core/list-item']);
    text.group.load = async () => [
      { ...blockType('core/list'), allowedBlocks: ['core/list-item'] },
      { ...blockType('core/list-item'), parent: ['core/list'] },
    ];
    const registry = createLoadingRegistry([text.group]);
    expect(registry.canInsert('core/list-item', 'core/list')).toBe(false);
    await registry.whenComplete();
    expect(registry.canInsert('core/list-item', 'core/list')).toBe(true);
    expect(registry.canInsert('core/list-item', null)).toBe(false);
  });
});
