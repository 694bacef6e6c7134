import { useLayoutEffect, useMemo, useRef } from 'react';
import type { EditorBlock } from '../state/editor-block';
import { type BlockKeys, followBlockKeys } from './block-keys';

/**
 * The React key of each block of a list (`block-keys.ts`), following the keys React last
 * committed for this list (a render it throws away does not count).
 */
export function useBlockKeys(blocks: readonly EditorBlock[]): BlockKeys {
  const committed = useRef<BlockKeys | null>(null);
  const keys = useMemo(() => followBlockKeys(committed.current, blocks), [blocks]);
  useLayoutEffect(() => {
    committed.current = keys;
  }, [keys]);
  return keys;
}
