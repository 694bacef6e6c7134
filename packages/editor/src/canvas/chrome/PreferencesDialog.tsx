import { Modal } from '../../components/Modal/Modal';
import { usePreferences, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { CORE_SCOPE } from '../../data/preferences/preference-defaults';
import { readPreference } from '../../data/preferences/preference-values';

const TOGGLES = [
  { name: 'showBlockBreadcrumbs', label: 'Display block breadcrumbs' },
  { name: 'showListViewByDefault', label: 'Always open List View' },
  { name: 'fixedToolbar', label: 'Top toolbar' },
  { name: 'focusMode', label: 'Spotlight mode' },
  { name: 'distractionFree', label: 'Distraction free' },
];

/** Editor preferences (saved for the user). */
export function PreferencesDialog({ onClose }: { onClose(): void }) {
  const values = usePreferences();
  const set = useSetPreference();
  return (
    <Modal title="Preferences" onClose={onClose}>
      {TOGGLES.map((toggle) => (
        <label key={toggle.name} className="atelier-inspector__toggle">
          <input
            type="checkbox"
            checked={readPreference(values, CORE_SCOPE, toggle.name) === true}
            onChange={(event) => set(CORE_SCOPE, toggle.name, event.target.checked)}
          />
          {toggle.label}
        </label>
      ))}
    </Modal>
  );
}
