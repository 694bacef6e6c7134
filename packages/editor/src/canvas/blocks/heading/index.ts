import type { BlockUi } from '../block-ui';
import { HeadingLevelSettings } from './Settings';

/** core/heading and core/query-title: the heading level (core/post-title has its own folder). */
export const headingUi: BlockUi = { settings: [HeadingLevelSettings] };
