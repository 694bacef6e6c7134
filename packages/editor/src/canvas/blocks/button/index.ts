import type { BlockUi } from '../block-ui';
import { ButtonSettings } from './Settings';

/** core/button: its link settings. */
export const buttonUi: BlockUi = { settings: [ButtonSettings] };
