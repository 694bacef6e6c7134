import type { BlockUi } from '../block-ui';
import { SpacerSettings } from './Settings';

/** core/spacer: its height. */
export const spacerUi: BlockUi = { settings: [SpacerSettings] };
