import type { BlockUi } from '../block-ui';
import { HeadingLevelSettings } from './Settings';

/** core/heading, core/post-title and core/query-title: the heading level. */
export const headingUi: BlockUi = { settings: [HeadingLevelSettings] };
