// Scripts the benches add to a page before its own (`addInitScript`): a function of the bench,
// sent as source text, with what such functions share in the page.

/**
 * Puts React's developer-tools hook on the page's `window` (production builds call it too), with
 * `onCommit` called after each commit with the committed root. Runs in the page: it is sent with
 * the script that calls it (`pageScript`), so it must use nothing from this module's scope.
 */
export function installReactCommitHook<Root>(onCommit: (root: Root) => void): void {
  Reflect.set(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: Root) => onCommit(root),
  });
}

/**
 * The source text that runs `install(...args)` in the page (arguments as JSON), with
 * `installReactCommitHook` declared for it and a `__name` of its own: tsx keeps function names by
 * wrapping them in a helper the page lacks. `install` must use nothing from its module's scope
 * but `installReactCommitHook`.
 */
export function pageScript<A extends unknown[]>(install: (...args: A) => void, ...args: A): string {
  const call = `(${install.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
  return `(() => { const __name = (target) => target; ${installReactCommitHook.toString()} ${call} })();`;
}
