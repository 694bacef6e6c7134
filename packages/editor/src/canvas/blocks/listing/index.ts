import type { BlockUi } from '../block-ui';
import { ListingSettings } from './ListingSettings';

/** The listing and widget blocks: their settings from one table (`listing-controls.ts`). */
export const listingUi: BlockUi = { settings: [ListingSettings] };
