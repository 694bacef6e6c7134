import { EDITOR_REGIONS, nextRegionIndex } from './region-order';

function regionElement(label: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
}

/**
 * Moves focus to the next (1) or previous (-1) editor region present on screen (ctrl+` and
 * ctrl+shift+`, access+n / access+p). A region gets `tabindex=-1` so it can hold focus.
 */
export function focusRegion(step: 1 | -1): void {
  const elements = EDITOR_REGIONS.map(regionElement);
  const active = document.activeElement;
  // Regions nest (the settings sidebar sits inside 'Editor content'): the innermost one counts.
  const holding = elements.filter(
    (element): element is HTMLElement =>
      element !== null && active !== null && element.contains(active),
  );
  const innermost = holding.find((element) =>
    holding.every((other) => other === element || !element.contains(other)),
  );
  const current = innermost === undefined ? -1 : elements.indexOf(innermost);
  const index = nextRegionIndex(
    elements.map((element) => element !== null),
    current,
    step,
  );
  const target = elements[index];
  if (target === null || target === undefined) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
