/** The editor's landmark regions in navigation order (spec 1 §2.7). */
export const EDITOR_REGIONS = [
  'Editor content',
  'Editor settings',
  'Editor publish',
  'Editor footer',
] as const;

/**
 * The index of the region to focus next among those present (`present[i]` tells whether region
 * i is on screen), wrapping around; `current` is the region holding focus, or -1.
 */
export function nextRegionIndex(
  present: readonly boolean[],
  current: number,
  step: 1 | -1,
): number {
  const count = present.length;
  if (!present.some(Boolean)) return -1;
  let index = current < 0 ? (step === 1 ? -1 : count) : current;
  for (let tried = 0; tried < count; tried += 1) {
    index = (index + step + count) % count;
    if (present[index]) return index;
  }
  return -1;
}
