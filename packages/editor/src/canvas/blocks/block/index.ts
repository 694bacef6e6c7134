import type { BlockUi } from '../block-ui';
import { SyncedPatternEdit } from './Edit';

/** core/block: a synced pattern, edited through its own record. */
export const syncedPatternUi: BlockUi = { edit: SyncedPatternEdit };
