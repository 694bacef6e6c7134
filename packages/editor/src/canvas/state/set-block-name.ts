import { blockAttributes } from '@atelier/blocks';
import type { Verb } from './block-editor-state';
import { findBlock } from './tree';
import { updateAttributes } from './update-attributes';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Renames a block (`metadata.name`, shown in List View); an empty name removes it. */
export const setBlockName: Verb<{ clientId: string; name: string }> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  if (block === undefined) return state;
  const current = blockAttributes(registry, block).metadata;
  const { name: _previous, ...rest } = isObject(current) ? current : {};
  const name = args.name.trim();
  const metadata = name === '' ? rest : { ...rest, name };
  return updateAttributes(
    state,
    {
      clientId: block.clientId,
      attributes: { metadata: Object.keys(metadata).length === 0 ? undefined : metadata },
    },
    registry,
  );
};
