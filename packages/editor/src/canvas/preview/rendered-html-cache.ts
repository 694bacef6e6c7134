/**
 * Rendered preview HTML remembered per rendered thing (a block, a block tree) and render context,
 * both held weakly: a preview shown again with the same context is not rendered again.
 */
export interface RenderedHtmlCache<Key extends object> {
  get(key: Key, context: object): string | undefined;
  set(key: Key, context: object, html: string): void;
}

export function createRenderedHtmlCache<Key extends object>(): RenderedHtmlCache<Key> {
  const rendered = new WeakMap<Key, WeakMap<object, string>>();
  return {
    get: (key, context) => rendered.get(key)?.get(context),
    set(key, context, html) {
      const byContext = rendered.get(key) ?? new WeakMap<object, string>();
      byContext.set(context, html);
      rendered.set(key, byContext);
    },
  };
}
