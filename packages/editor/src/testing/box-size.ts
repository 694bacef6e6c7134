/**
 * Gives every element the box size `width` × `height` (happy-dom lays nothing out, so scaled
 * frames would measure 0). Returns a function that puts the real properties back.
 */
export function giveBoxesASize(width: number, height: number): () => void {
  const prototype = HTMLElement.prototype;
  const originals = (['clientWidth', 'clientHeight'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(prototype, name)] as const,
  );
  Object.defineProperty(prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
    }
  };
}
