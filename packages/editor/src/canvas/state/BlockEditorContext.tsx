import { createContext, type ReactNode, useContext } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import type { BlockEditorStore } from './block-editor-store';

const BlockEditorContext = createContext<BlockEditorStore | null>(null);
const OwnerContext = createContext<RecordRef | null>(null);

/** Hands a canvas's block editor to the components below. */
export function BlockEditorProvider({
  store,
  children,
}: {
  store: BlockEditorStore;
  children: ReactNode;
}) {
  return (
    <BlockEditorContext.Provider value={store}>
      <OwnerContext.Provider value={store.rootRef}>{children}</OwnerContext.Provider>
    </BlockEditorContext.Provider>
  );
}

/** Marks the blocks below as belonging to another entity (a template part, a synced pattern). */
export function BlockOwnerProvider({ owner, children }: { owner: RecordRef; children: ReactNode }) {
  return <OwnerContext.Provider value={owner}>{children}</OwnerContext.Provider>;
}

/** The block editor of the canvas around this component. */
export function useBlockEditorStore(): BlockEditorStore {
  const store = useContext(BlockEditorContext);
  if (store === null)
    throw new Error('useBlockEditorStore needs a <BlockEditorProvider> above it.');
  return store;
}

/** The entity whose blocks this component shows. */
export function useBlockOwner(): RecordRef {
  const owner = useContext(OwnerContext);
  if (owner === null) throw new Error('useBlockOwner needs a <BlockEditorProvider> above it.');
  return owner;
}
