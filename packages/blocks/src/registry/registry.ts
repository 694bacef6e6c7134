import type { BlockType } from './block-type';
import { supportAttributes } from './support-attributes';

const NAME = /^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/;

/** A set of block types. Create one per editor or server with `createRegistry()`. */
export interface BlockRegistry {
  /** Adds a block type (with the attributes its supports imply); throws on a bad or taken name. */
  register(blockType: BlockType): BlockType;
  unregister(name: string): void;
  get(name: string): BlockType | undefined;
  has(name: string): boolean;
  all(): BlockType[];
  /**
   * Whether a block may sit inside `parentName` given its ancestors (outermost first), checking
   * the child's `parent` / `ancestor` and the parent's `allowedBlocks`.
   */
  canInsert(name: string, parentName: string | null, ancestors?: readonly string[]): boolean;
  /**
   * Whether `name` is a type this registry knows of but has not registered yet (its code is still
   * to load: `createLoadingRegistry`). Such a block is neither missing nor invalid: wait for it.
   */
  isPending(name: string): boolean;
  /** Resolves once every pending type among `names` is registered (at once when none is). */
  whenRegistered(names: Iterable<string>): Promise<void>;
  /** Whether no type is pending. */
  isComplete(): boolean;
  /** Resolves once no type is pending: what lists of block types (inserter, transforms) wait for. */
  whenComplete(): Promise<void>;
  /** Calls `listener` after pending types get registered; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Creates an empty registry; register `coreBlocks` (or your own) into it. */
export function createRegistry(initial: readonly BlockType[] = []): BlockRegistry {
  const types = new Map<string, BlockType>();

  const registry: BlockRegistry = {
    register(blockType) {
      if (!NAME.test(blockType.name)) {
        throw new Error(`Block names must look like "namespace/name": ${blockType.name}`);
      }
      if (types.has(blockType.name))
        throw new Error(`Block "${blockType.name}" is already registered.`);
      if (blockType.save === undefined && blockType.render === undefined) {
        throw new Error(`Block "${blockType.name}" needs save or render.`);
      }
      const normalised: BlockType = {
        ...blockType,
        attributes: { ...blockType.attributes },
      };
      for (const [key, schema] of Object.entries(supportAttributes(blockType.supports))) {
        normalised.attributes[key] ??= schema;
      }
      types.set(blockType.name, normalised);
      return normalised;
    },
    unregister(name) {
      types.delete(name);
    },
    get(name) {
      return types.get(name);
    },
    has(name) {
      return types.has(name);
    },
    all() {
      return [...types.values()];
    },
    canInsert(name, parentName, ancestors = []) {
      const child = types.get(name);
      if (child === undefined) return false;
      const chain = parentName === null ? ancestors : [...ancestors, parentName];
      if (child.ancestor !== undefined && !child.ancestor.some((a) => chain.includes(a))) {
        return false;
      }
      const parent = parentName === null ? undefined : types.get(parentName);
      // As WordPress decides: a parent's own list of allowed children and a child's list of
      // parents each allow it; where both lists exist, either one is enough (a submenu lists
      // menu links although a link names only the navigation block as its parent).
      const parentAllows = parent?.allowedBlocks?.includes(name);
      const childAccepts =
        child.parent === undefined
          ? undefined
          : parentName !== null && child.parent.includes(parentName);
      if (parentAllows !== undefined && childAccepts !== undefined) {
        return parentAllows || childAccepts;
      }
      return (parentAllows ?? true) && (childAccepts ?? true);
    },
    isPending: () => false,
    whenRegistered: () => Promise.resolve(),
    isComplete: () => true,
    whenComplete: () => Promise.resolve(),
    subscribe: () => () => {},
  };
  for (const blockType of initial) registry.register(blockType);
  return registry;
}
