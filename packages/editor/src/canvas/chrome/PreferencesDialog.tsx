import { useId } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import type { CommandRegistry } from '../../commands/command-registry';
import { Modal } from '../../components/Modal/Modal';
import { usePreferences, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { readPreference } from '../../data/preferences/preference-values';
import type { EditorCommandContext } from './editor-commands';
import { type PreferenceSetting, preferenceSections } from './preference-settings';

interface PreferencesDialogProps {
  /** The editor's commands: a setting whose switch is a command runs it. */
  registry: CommandRegistry<EditorCommandContext>;
  context: () => EditorCommandContext;
  onClose(): void;
}

/** Editor preferences, saved for the user (spec 1 §2.8): one checkbox per setting, by section. */
export function PreferencesDialog({ registry, context, onClose }: PreferencesDialogProps) {
  const values = usePreferences();
  const set = useSetPreference();
  const { isBlockTheme } = useBootstrap().editorSettings;
  const change = (setting: PreferenceSetting, checked: boolean) => {
    if (setting.command !== undefined) registry.run(setting.command, context());
    else set(setting.scope, setting.name, checked);
  };
  return (
    <Modal title="Preferences" onClose={onClose}>
      <div className="atelier-preferences">
        {preferenceSections({ isBlockTheme }).map((section) => (
          <fieldset key={section.title} className="atelier-preferences__section">
            <legend className="atelier-preferences__title">{section.title}</legend>
            {section.settings.map((setting) => (
              <PreferenceToggle
                key={`${setting.scope}:${setting.name}`}
                setting={setting}
                checked={readPreference(values, setting.scope, setting.name) === true}
                onChange={(checked) => change(setting, checked)}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </Modal>
  );
}

interface PreferenceToggleProps {
  setting: PreferenceSetting;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A checkbox named by the setting's label and described by its help. */
function PreferenceToggle({ setting, checked, onChange }: PreferenceToggleProps) {
  const helpId = useId();
  return (
    <div className="atelier-preferences__setting">
      <label className="atelier-preferences__label">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={helpId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {setting.label}
      </label>
      <p id={helpId} className="atelier-preferences__help">
        {setting.help}
      </p>
    </div>
  );
}
