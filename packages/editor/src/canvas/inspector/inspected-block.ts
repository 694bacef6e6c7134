import {
  createContext,
  type Dispatch,
  type SetStateAction,
  useCallback,
  useContext,
  useState,
} from 'react';

/**
 * The client id of the block the Block tab shows, or null outside it (the Styles sidebar reuses
 * the style panels). The Block tab keeps its panels while another block of the same type is
 * selected, so a panel's own state starts afresh through `useInspectedBlockState` instead.
 */
export const InspectedBlockContext = createContext<string | null>(null);

function isUpdater<T>(action: SetStateAction<T>): action is (before: T) => T {
  return typeof action === 'function';
}

/**
 * A panel's own state (a linked toggle, a draft, a pending upload) for the block it shows: like
 * `useState`, but back to `initial()` when another block is inspected, without a remount.
 */
export function useInspectedBlockState<T>(initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const block = useContext(InspectedBlockContext);
  const [state, setState] = useState(() => ({ block, value: initial() }));
  const set = useCallback((action: SetStateAction<T>) => {
    setState((before) => ({
      block: before.block,
      value: isUpdater(action) ? action(before.value) : action,
    }));
  }, []);
  if (state.block === block) return [state.value, set];
  // Another block: start afresh in this render (React renders the component again at once).
  const fresh = { block, value: initial() };
  setState(fresh);
  return [fresh.value, set];
}
