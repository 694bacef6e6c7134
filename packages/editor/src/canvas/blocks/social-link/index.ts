import type { BlockUi } from '../block-ui';
import { SocialLinkEdit } from './Edit';

/** core/social-link: its public render, drawn with empty icon boxes until the glyphs load. */
export const socialLinkUi: BlockUi = { edit: SocialLinkEdit };
