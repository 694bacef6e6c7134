import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useEntityRecord, useEntityRecords } from '../../../data/entities/entity-hooks';
import { NAVIGATION_POST_TYPE } from '../../../domain/navigation/navigation-menu';
import { NAVIGATION_MENUS_QUERY } from '../../../domain/navigation/navigation-menus-query';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { SelectField } from '../../inspector/controls/SelectField';
import { useInspectedBlockState } from '../../inspector/inspected-block';
import { areaLabel } from '../../inspector/template-areas';
import { type ChosenMenu, menuChoices, newMenuTitle } from './menu-choices';

/**
 * Navigation: choose one of the site's menus (the Navigation area's list: published and drafts)
 * or create a new, empty one, published at once and chosen, as WordPress does. The block then
 * shows the chosen menu's items, edited in place.
 */
export function NavigationSettings({ attributes, owner, update }: BlockControlProps) {
  const store = useEntityStore();
  const { records } = useEntityRecords('postType', NAVIGATION_POST_TYPE, NAVIGATION_MENUS_QUERY);
  const chosenId = typeof attributes.ref === 'number' ? attributes.ref : null;
  const chosenRecord = useEntityRecord('postType', NAVIGATION_POST_TYPE, chosenId);
  // A navigation of a template part names its new menus after the part's area.
  const inPart = owner.kind === 'postType' && owner.name === 'wp_template_part';
  const part = useEntityRecord('postType', 'wp_template_part', inPart ? owner.id : null);
  const [busy, setBusy] = useInspectedBlockState(() => false);
  const [error, setError] = useInspectedBlockState<string | null>(() => null);

  let chosen: ChosenMenu = { state: 'loading' };
  if (chosenRecord.error !== null || chosenRecord.record?.status === 'trash') {
    chosen = { state: 'missing' };
  } else if (chosenRecord.editedRecord !== undefined) {
    chosen = { state: 'found', record: chosenRecord.editedRecord };
  }
  const area = part.editedRecord?.area;

  const createMenu = async () => {
    if (records === null) return;
    setBusy(true);
    setError(null);
    const result = await store.create('postType', NAVIGATION_POST_TYPE, {
      title: newMenuTitle(records, inPart ? areaLabel(typeof area === 'string' ? area : '') : null),
      status: 'publish',
      content: '',
    });
    setBusy(false);
    if (result.ok) update({ ref: Number(result.ref.id) });
    else setError(result.error.message);
  };
  return (
    <PanelSection title="Menu">
      <SelectField
        label="Choose menu"
        value={chosenId === null ? '' : String(chosenId)}
        options={menuChoices(records, chosenId, chosen)}
        onChange={(value) => {
          if (value !== '') update({ ref: Number(value) });
        }}
      />
      <button type="button" disabled={busy || records === null} onClick={() => void createMenu()}>
        Create new menu
      </button>
      {error !== null && <p role="alert">{error}</p>}
    </PanelSection>
  );
}
