import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuProvider,
  MenuSeparator,
} from '@ariakit/react';
import type { CommandRegistry } from '../../commands/command-registry';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import type { EditorCommandContext } from './editor-commands';

interface MoreMenuProps {
  registry: CommandRegistry<EditorCommandContext>;
  context: () => EditorCommandContext;
}

/**
 * The header's 'Options' menu (spec 1 §2.8): View toggles, the editor mode, Tools and
 * Preferences; every item runs a command of the registry.
 */
export function MoreMenu({ registry, context }: MoreMenuProps) {
  const fixedToolbar = usePreference('core', 'fixedToolbar') === true;
  const distractionFree = usePreference('core', 'distractionFree') === true;
  const spotlight = usePreference('core', 'focusMode') === true;
  const editorMode = usePreference('core', 'editorMode') === 'text' ? 'text' : 'visual';
  const run = (name: string) => registry.run(name, context());
  const isAvailable = (name: string) => registry.get(name)?.isAvailable(context()) === true;
  const toggle = (name: string, label: string, checked: boolean) => (
    <MenuItem
      className="atelier-chrome__menu-item"
      role="menuitemcheckbox"
      aria-checked={checked}
      onClick={() => run(name)}
    >
      {checked ? '✓ ' : ''}
      {label}
    </MenuItem>
  );
  const item = (name: string, label: string) =>
    isAvailable(name) ? (
      <MenuItem className="atelier-chrome__menu-item" onClick={() => run(name)}>
        {label}
      </MenuItem>
    ) : null;
  return (
    <MenuProvider>
      <MenuButton className="atelier-chrome__button" aria-label="Options">
        ⋮
      </MenuButton>
      <Menu className="atelier-chrome__menu" gutter={4}>
        <MenuGroup>
          <MenuGroupLabel className="atelier-chrome__menu-label">View</MenuGroupLabel>
          {toggle('core/toggle-top-toolbar', 'Top toolbar', fixedToolbar)}
          {toggle('core/toggle-distraction-free', 'Distraction free', distractionFree)}
          {toggle('core/toggle-spotlight-mode', 'Spotlight mode', spotlight)}
        </MenuGroup>
        <MenuSeparator />
        <MenuGroup>
          <MenuGroupLabel className="atelier-chrome__menu-label">Editor</MenuGroupLabel>
          <MenuItem
            className="atelier-chrome__menu-item"
            role="menuitemradio"
            aria-checked={editorMode === 'visual'}
            onClick={() => run('core/exit-code-editor')}
          >
            {editorMode === 'visual' ? '✓ ' : ''}Visual editor
          </MenuItem>
          <MenuItem
            className="atelier-chrome__menu-item"
            role="menuitemradio"
            aria-checked={editorMode === 'text'}
            onClick={() => run('core/open-code-editor')}
          >
            {editorMode === 'text' ? '✓ ' : ''}Code editor
          </MenuItem>
        </MenuGroup>
        <MenuSeparator />
        <MenuGroup>
          <MenuGroupLabel className="atelier-chrome__menu-label">Tools</MenuGroupLabel>
          {item('core/export', 'Export')}
          {item('core/open-shortcut-help', 'Keyboard shortcuts')}
          {item('core/copy-all-blocks', 'Copy all blocks')}
        </MenuGroup>
        <MenuSeparator />
        {item('core/open-preferences', 'Preferences')}
      </Menu>
    </MenuProvider>
  );
}
