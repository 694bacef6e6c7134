import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { inserterGroups } from './inserter-items';

describe('inserterGroups', () => {
  it('groups insertable top-level blocks by category in the editor order', () => {
    const groups = inserterGroups(createCoreRegistry(), '');
    expect(groups[0]?.title).toBe('Text');
    const names = groups.flatMap((group) => group.types.map((type) => type.name));
    expect(names).toContain('core/paragraph');
    expect(names).not.toContain('core/list-item');
  });

  it('searches titles and keywords', () => {
    const groups = inserterGroups(createCoreRegistry(), 'heading');
    expect(groups.flatMap((group) => group.types.map((type) => type.name))).toContain(
      'core/heading',
    );
  });
});
