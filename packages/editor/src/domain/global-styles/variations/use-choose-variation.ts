import { useCallback } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { getEditedRecord } from '../../../data/entities/selectors';
import type { RecordRef } from '../../../data/entities/store-state';
import { fullVariationEdit, partialVariationEdit } from './choose-variation';
import type { ThemeStyleVariation } from './variation-layer';
import type { VariationProperty } from './variation-parts';

/**
 * Choosing a variation for the user's record `ref`: a full one (property null) or a colour or
 * typography partial; null is the theme's own. One edit, one undo step, shown at once.
 */
export function useChooseVariation(
  ref: RecordRef | null,
): (variation: ThemeStyleVariation | null, property: VariationProperty | null) => void {
  const store = useEntityStore();
  return useCallback(
    (variation, property) => {
      if (ref === null) return;
      const record = getEditedRecord(store.getState(), ref);
      store.markUndoBoundary();
      store.edit(
        ref,
        property === null
          ? fullVariationEdit(record, variation)
          : partialVariationEdit(record, property, variation),
      );
    },
    [store, ref],
  );
}
