import { escapeStyleText } from '@atelier/theme-json';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

export interface LayoutStyleStore {
  set(id: string, css: string): void;
  remove(id: string): void;
  css(): string;
  subscribe(listener: () => void): () => void;
}

/**
 * The layout rules of the blocks on show. Every block puts its rule in from an effect, so a
 * template's first render brings hundreds of changes in a row: the stylesheet's text is joined
 * when it is read, and listeners hear once, in a microtask after the last change, instead of
 * once per block (each joining every rule again).
 */
export function createLayoutStyleStore(): LayoutStyleStore {
  const rules = new Map<string, string>();
  const listeners = new Set<() => void>();
  let text = '';
  let stale = false;
  let scheduled = false;
  const notify = () => {
    scheduled = false;
    for (const listener of listeners) listener();
  };
  const changed = () => {
    stale = true;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(notify);
  };
  return {
    set(id, css) {
      if (rules.get(id) === css) return;
      rules.set(id, css);
      changed();
    },
    remove(id) {
      if (rules.delete(id)) changed();
    },
    css() {
      if (stale) {
        text = [...rules.values()].join('');
        stale = false;
      }
      return text;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LayoutStyleContext = createContext<LayoutStyleStore | null>(null);

function LayoutStyleSheet({ store }: { store: LayoutStyleStore }) {
  const css = useSyncExternalStore(store.subscribe, store.css, store.css);
  return <style data-atelier="layout">{escapeStyleText(css)}</style>;
}

/**
 * The CSS of blocks' custom layouts (content width, justification, block gap) in one stylesheet,
 * as the public renderer writes it for its `wp-container-*` classes.
 */
export function LayoutStylesProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createLayoutStyleStore);
  return (
    <LayoutStyleContext.Provider value={store}>
      <LayoutStyleSheet store={store} />
      {children}
    </LayoutStyleContext.Provider>
  );
}

/** Puts a block's layout CSS into the canvas stylesheet while the block is shown. */
export function useLayoutStyle(id: string, css: string): void {
  const store = useContext(LayoutStyleContext);
  useEffect(() => {
    if (store === null) return;
    if (css === '') {
      store.remove(id);
      return;
    }
    store.set(id, css);
    return () => store.remove(id);
  }, [store, id, css]);
}
