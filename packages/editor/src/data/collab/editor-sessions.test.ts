import { createRegistry } from '@atelier/blocks';
import { describe, expect, it, vi } from 'vitest';
import { sessionBlockTypes } from './editor-sessions';
import { sharedKindOf } from './shared-kinds';

function kindOf(kind: string, name: string, id: string) {
  const shared = sharedKindOf({ kind, name, id });
  if (shared === null) throw new Error(`${kind}/${name} is shared`);
  return shared;
}

describe('sessionBlockTypes', () => {
  it('reads a template with the canvas’s block types', async () => {
    const canvasTypes = createRegistry();
    const blockTypes = vi.fn(() => Promise.resolve(canvasTypes));
    const kind = kindOf('postType', 'wp_template', 'theme//index');
    expect(await sessionBlockTypes({ blockTypes }, kind)).toBe(canvasTypes);
    expect(blockTypes).toHaveBeenCalledTimes(1);
  });

  it('never asks for the canvas’s block types for the global styles, which hold no blocks', async () => {
    const blockTypes = vi.fn(() => Promise.resolve(createRegistry()));
    const types = await sessionBlockTypes({ blockTypes }, kindOf('root', 'globalStyles', '7'));
    expect(blockTypes).not.toHaveBeenCalled();
    expect(types.all()).toEqual([]);
    expect(types.isComplete()).toBe(true);
    await expect(types.whenRegistered(['core/paragraph'])).resolves.toBeUndefined();
  });
});
