import type { View } from '../types';
import { deepFreeze } from './deep-freeze';

/** One step of a replayed sequence. */
export type ViewStep = (view: View) => View;

/**
 * Runs verbs one after another on frozen state, freezing every intermediate view, and returns the
 * final view. Any verb that mutates its input throws.
 */
export function replay(start: View, ...steps: ViewStep[]): View {
  return steps.reduce((view, step) => deepFreeze(step(view)), deepFreeze(start));
}
