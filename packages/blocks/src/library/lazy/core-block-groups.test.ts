import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { coreBlocks } from '../core-blocks';
import { coreBlockGroups, coreBlockOrder, createCoreLoadingRegistry } from './core-block-groups';

describe('coreBlockGroups', () => {
  it('names exactly the types each chunk registers', async () => {
    for (const group of coreBlockGroups) {
      const loaded = await group.load();
      expect(loaded.map((type) => type.name)).toEqual(group.names);
    }
  });

  it('splits the core types into groups with no name twice, each in the order', () => {
    const names = coreBlockGroups.flatMap((group) => group.names);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...coreBlockOrder].sort());
    expect(coreBlocks.map((type) => type.name)).toEqual(coreBlockOrder);
    expect(coreBlockOrder.slice(0, 4)).toEqual([
      'core/paragraph',
      'core/heading',
      'core/list',
      'core/list-item',
    ]);
  });

  it('registers the same definitions as the server’s registry, in the same order', async () => {
    const registry = createCoreLoadingRegistry();
    await registry.whenComplete();
    expect(registry.all().map((type) => type.name)).toEqual(coreBlocks.map((type) => type.name));
    expect(registry.get('core/cover')?.attributes).toHaveProperty('dimRatio');
  });

  it('needs only the everyday chunk for the themes’ index templates', async () => {
    const markup =
      '<!-- wp:template-part {"slug":"header"} /--><!-- wp:group --><div class="wp-block-group"><!-- wp:query --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- wp:post-featured-image /--><!-- wp:post-excerpt /--><!-- /wp:post-template --><!-- wp:query-pagination --><!-- wp:query-pagination-next /--><!-- /wp:query-pagination --></div><!-- /wp:query --></div><!-- /wp:group -->';
    const names = new Set<string>();
    const walk = (blocks: ReturnType<typeof parse>) => {
      for (const block of blocks) {
        if (block.name !== null) names.add(block.name);
        walk(block.innerBlocks);
      }
    };
    walk(parse(markup));
    const [everyday] = coreBlockGroups;
    for (const name of names) expect(everyday?.names).toContain(name);
  });
});
