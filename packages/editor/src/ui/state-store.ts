/** A small external store for `useSyncExternalStore`: one state object, shallow-merged sets. */
export interface StateStore<State> {
  getState(): State;
  /** Merges `changes` into the state; listeners run only when a value changed. */
  set(changes: Partial<State>): void;
  subscribe(listener: () => void): () => void;
}

export function createStateStore<State extends object>(initial: State): StateStore<State> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    set(changes) {
      const keys = Object.keys(changes) as (keyof State)[];
      if (keys.every((key) => state[key] === changes[key])) return;
      state = { ...state, ...changes };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
