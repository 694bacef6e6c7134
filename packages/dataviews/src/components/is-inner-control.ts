const CONTROLS = 'a, button, input, select, textarea, label, [role="menuitem"]';

/**
 * Whether a click landed on a control inside a card or row (a link, a checkbox, an actions
 * button) rather than on the card or row itself.
 */
export function isInnerControl(target: EventTarget, container: EventTarget): boolean {
  if (!(target instanceof Element) || target === container) {
    return false;
  }
  const control = target.closest(CONTROLS);
  return control !== null && control !== container;
}
