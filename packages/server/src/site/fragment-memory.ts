import type { FragmentEntry, FragmentStore } from '@atelier/blocks';

/** How many fragments (and places' inputs) one store keeps. */
const MAX_FRAGMENTS = 2000;

/**
 * Rendered fragments of the public site for one site content version and one kind of viewer (the
 * content memo keeps one store per viewer, and drops them all when the version changes): at most
 * `maxEntries`, the least recently used going first.
 */
export class FragmentMemory implements FragmentStore {
  private readonly entries = new Map<string, FragmentEntry>();

  constructor(private readonly maxEntries = MAX_FRAGMENTS) {}

  get(key: string): FragmentEntry | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: FragmentEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
