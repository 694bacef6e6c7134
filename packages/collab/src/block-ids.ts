import { uuidv4 } from 'lib0/random';

/** A new block id, unique across clients and instances (a random UUID). */
export function newBlockId(): string {
  return uuidv4();
}
