/** What an instance hears from the others about a shared document. */
export interface CollabBusListener {
  /** Another instance (or this one) appended update row `rowId` to the document. */
  onUpdate(docKey: string, rowId: number): void;
  /** Another instance received a presence change from one of its clients. */
  onAwareness(docKey: string, update: Uint8Array): void;
  /** The connection to the others was lost and is back: rows may have been missed. */
  onReconnect(): void;
}

/**
 * How the instances serving one database tell each other about document changes. SQLite runs one
 * instance, so its bus says nothing; PostgreSQL's uses LISTEN / NOTIFY (`pg-collab-bus.ts`).
 */
export interface CollabBus {
  /** Whether other instances may exist (the hub then reads rows they append). */
  readonly shared: boolean;
  announceUpdate(docKey: string, rowId: number): Promise<void>;
  announceAwareness(docKey: string, update: Uint8Array): Promise<void>;
  listen(listener: CollabBusListener): Promise<void>;
  close(): Promise<void>;
}

/** The bus of a single instance: nothing to tell anyone. */
export const IN_PROCESS_BUS: CollabBus = {
  shared: false,
  announceUpdate: async () => undefined,
  announceAwareness: async () => undefined,
  listen: async () => undefined,
  close: async () => undefined,
};
