import { escapeStyleText } from '@atelier/theme-json';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

interface LayoutStyleStore {
  set(id: string, css: string): void;
  remove(id: string): void;
  css(): string;
  subscribe(listener: () => void): () => void;
}

function createLayoutStyleStore(): LayoutStyleStore {
  const rules = new Map<string, string>();
  const listeners = new Set<() => void>();
  let text = '';
  const changed = () => {
    text = [...rules.values()].join('');
    for (const listener of listeners) listener();
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
    css: () => text,
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
