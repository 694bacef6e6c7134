import type { BlockType } from '@atelier/blocks';
import { type ControlId, controlsFor } from '../supports-controls';

/** The style panels a multi-selection may show (WordPress: color, typography, dimensions, border). */
const STYLE_CONTROLS: ReadonlySet<ControlId> = new Set<ControlId>([
  'color',
  'typography',
  'dimensions',
  'border',
]);

/**
 * The panels a multi-selection shows (WordPress's block controls for several blocks): the style
 * panels of their type when every selected block is of the same type, none otherwise.
 */
export function sharedControls(types: readonly (BlockType | undefined)[]): ControlId[] {
  const first = types[0];
  if (first === undefined || types.some((type) => type?.name !== first.name)) return [];
  return controlsFor(first).filter((id) => STYLE_CONTROLS.has(id));
}

/** The Block tab's title for a multi-selection. */
export function selectionSummary(count: number): string {
  return `${count} blocks`;
}
