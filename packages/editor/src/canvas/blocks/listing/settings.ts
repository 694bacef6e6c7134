import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { ListingSettings } from './ListingSettings';

/** The listing and widget blocks: their settings from one table (`listing-controls.ts`). */
export const listingPanels: readonly ComponentType<BlockControlProps>[] = [ListingSettings];
