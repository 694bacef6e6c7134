import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuProvider,
  MenuSeparator,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import type { CommandRegistry } from '../../commands/command-registry';
import { comboLabel, isApplePlatform } from '../../commands/key-combo';
import type { OpensOnArrival } from '../../components/lazy-menu/LazyMenu';
import { OPEN_WELCOME_GUIDE } from '../../components/welcome-guide/WelcomeGuides';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { CheckIcon, MoreVerticalIcon } from '../../ui/icons';
import type { EditorCommandContext } from './editor-commands';

export interface MoreMenuProps extends OpensOnArrival {
  registry: CommandRegistry<EditorCommandContext>;
  context: () => EditorCommandContext;
}

/**
 * The header's 'Options' menu (spec 1 §2.8): View toggles, the editor mode, Tools and
 * Preferences; every item runs a command of the registry and shows its shortcut. Loaded on first
 * use (`LazyMenu`).
 */
export function MoreMenu({ registry, context, defaultOpen = false }: MoreMenuProps) {
  const fixedToolbar = usePreference('core', 'fixedToolbar') === true;
  const distractionFree = usePreference('core', 'distractionFree') === true;
  const spotlight = usePreference('core', 'focusMode') === true;
  const editorMode = usePreference('core', 'editorMode') === 'text' ? 'text' : 'visual';
  const apple = isApplePlatform();
  const run = (name: string) => registry.run(name, context());
  const isAvailable = (name: string) => registry.get(name)?.isAvailable(context()) === true;
  const shortcut = (name: string | null) => {
    const combo = name === null ? undefined : registry.get(name)?.shortcuts?.[0];
    return combo === undefined ? null : (
      <kbd className="atelier-chrome__menu-shortcut">{comboLabel(combo, apple)}</kbd>
    );
  };
  /** An item's label, the shortcut of the command `shortcutOf` and, for a choice, its check. */
  const content = (
    label: string,
    shortcutOf: string | null,
    checked: boolean | null,
  ): ReactNode => (
    <>
      <span className="atelier-chrome__menu-text">{label}</span>
      {shortcut(shortcutOf)}
      {checked !== null && (
        <span className="atelier-chrome__menu-check">{checked && <CheckIcon />}</span>
      )}
    </>
  );
  const toggle = (name: string, label: string, checked: boolean) => (
    <MenuItem
      className="atelier-chrome__menu-item"
      role="menuitemcheckbox"
      aria-checked={checked}
      onClick={() => run(name)}
    >
      {content(label, name, checked)}
    </MenuItem>
  );
  const mode = (name: string, label: string, checked: boolean) => (
    <MenuItem
      className="atelier-chrome__menu-item"
      role="menuitemradio"
      aria-checked={checked}
      onClick={() => run(name)}
    >
      {/* secondary+m switches both ways: shown once, on the code editor. */}
      {content(label, name === 'core/open-code-editor' ? name : null, checked)}
    </MenuItem>
  );
  const item = (name: string, label: string) =>
    isAvailable(name) ? (
      <MenuItem className="atelier-chrome__menu-item" onClick={() => run(name)}>
        {content(label, name, null)}
      </MenuItem>
    ) : null;
  return (
    <MenuProvider placement="bottom-end" defaultOpen={defaultOpen}>
      <MenuButton className="atelier-icon-button" aria-label="Options" title="Options">
        <MoreVerticalIcon />
      </MenuButton>
      <Menu className="atelier-chrome__menu" gutter={8}>
        <MenuGroup>
          <MenuGroupLabel className="atelier-chrome__menu-label">View</MenuGroupLabel>
          {toggle('core/toggle-top-toolbar', 'Top toolbar', fixedToolbar)}
          {toggle('core/toggle-distraction-free', 'Distraction free', distractionFree)}
          {toggle('core/toggle-spotlight-mode', 'Spotlight mode', spotlight)}
        </MenuGroup>
        <MenuSeparator className="atelier-chrome__menu-separator" />
        <MenuGroup>
          <MenuGroupLabel className="atelier-chrome__menu-label">Editor</MenuGroupLabel>
          {mode('core/exit-code-editor', 'Visual editor', editorMode === 'visual')}
          {mode('core/open-code-editor', 'Code editor', editorMode === 'text')}
        </MenuGroup>
        <MenuSeparator className="atelier-chrome__menu-separator" />
        <MenuGroup>
          <MenuGroupLabel className="atelier-chrome__menu-label">Tools</MenuGroupLabel>
          {item('core/export', 'Export')}
          {item('core/open-shortcut-help', 'Keyboard shortcuts')}
          {item(OPEN_WELCOME_GUIDE, 'Welcome Guide')}
          {item('core/copy-all-blocks', 'Copy all blocks')}
          {item('core/open-help', 'Help')}
        </MenuGroup>
        <MenuSeparator className="atelier-chrome__menu-separator" />
        {item('core/open-preferences', 'Preferences')}
      </Menu>
    </MenuProvider>
  );
}
