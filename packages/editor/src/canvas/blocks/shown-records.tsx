import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import { recordKey } from '../../data/entities/store-state';
import { recordOf } from '../state/record-instances';

/** The records (template parts, synced patterns) shown around a block, outermost first. */
const ShownRecordsContext = createContext<readonly string[]>([]);

/**
 * Whether a record is already shown around this point of the canvas: a part or synced pattern
 * that holds itself, directly or through another, would otherwise be drawn forever (WordPress
 * shows 'Block cannot be rendered inside itself.' there, as the public site does).
 */
export function useIsShownAround(ref: RecordRef | null): boolean {
  const around = useContext(ShownRecordsContext);
  return ref !== null && around.includes(recordKey(recordOf(ref)));
}

/** Marks the blocks below as shown inside `ref`, for `useIsShownAround`. */
export function ShownRecordProvider({
  shown,
  children,
}: {
  shown: RecordRef;
  children: ReactNode;
}) {
  const around = useContext(ShownRecordsContext);
  const key = recordKey(recordOf(shown));
  // The same list while nothing changes: a new one would redraw every part and pattern below.
  const value = useMemo(() => [...around, key], [around, key]);
  return <ShownRecordsContext.Provider value={value}>{children}</ShownRecordsContext.Provider>;
}
