/**
 * The colours people are shown in while co-editing (avatar background, selection, caret, name
 * label). Each carries white text at a contrast of at least 4.5:1 (WCAG AA for normal text), and
 * neighbours in the list differ in hue so that consecutive user ids look distinct.
 */
export const PRESENCE_COLORS: readonly string[] = [
  '#1d4ed8',
  '#b3261e',
  '#047857',
  '#7e22ce',
  '#b45309',
  '#0369a1',
  '#be185d',
  '#0f766e',
  '#4338ca',
  '#a21caf',
];

/** The colour of a person, the same in every browser and every session (it depends on the id only). */
export function presenceColor(userId: number): string {
  const index = Number.isFinite(userId) ? Math.abs(Math.trunc(userId)) % PRESENCE_COLORS.length : 0;
  return PRESENCE_COLORS[index] ?? '#1d4ed8';
}
