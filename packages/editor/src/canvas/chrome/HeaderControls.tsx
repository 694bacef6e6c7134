import type { CommandRegistry } from '../../commands/command-registry';
import { comboLabel, isApplePlatform } from '../../commands/key-combo';
import { LazyMenu } from '../../components/lazy-menu/LazyMenu';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { IconButton } from '../../ui/IconButton';
import { ChevronDownIcon, MoreVerticalIcon, SidebarIcon, ZoomOutIcon } from '../../ui/icons';
import { useChrome } from './ChromeContext';
import { DEVICE_ICONS } from './device-icons';
import type { EditorCommandContext } from './editor-commands';

// The header's menus and the menu library come on first use (or once the page settles).
const loadPreviewDropdown = () =>
  import('./PreviewDropdown').then((module) => module.PreviewDropdown);
const loadMoreMenu = () => import('./MoreMenu').then((module) => module.MoreMenu);
const NO_PROPS = {};

interface HeaderControlsProps {
  registry: CommandRegistry<EditorCommandContext>;
  context: () => EditorCommandContext;
}

/** Before Save in the header: the View menu (devices, View site) and the Zoom out toggle. */
export function PreviewControls({ registry, context }: HeaderControlsProps) {
  const zoomOut = useChrome((state) => state.zoomOut);
  // Zoom-out is a visual-editor mode: the code editor has nothing to zoom.
  const canZoomOut = usePreference('core', 'editorMode') !== 'text';
  const DeviceIcon = DEVICE_ICONS[useChrome((state) => state.device)];
  return (
    <>
      <LazyMenu
        load={loadPreviewDropdown}
        props={NO_PROPS}
        label="View"
        className="atelier-icon-button atelier-chrome__view-button"
      >
        <DeviceIcon />
        <ChevronDownIcon />
      </LazyMenu>
      <IconButton
        className="atelier-chrome__zoom-out"
        label="Zoom out"
        icon={<ZoomOutIcon />}
        aria-pressed={zoomOut}
        aria-disabled={!canZoomOut}
        onClick={() => registry.run('core/toggle-zoom-out', context())}
      />
    </>
  );
}

/** After Save in the header: the Settings sidebar toggle (primaryShift+comma) and Options. */
export function PanelControls({ registry, context }: HeaderControlsProps) {
  const sidebarOpen = useChrome((state) => state.sidebarOpen);
  const apple = isApplePlatform();
  return (
    <>
      <IconButton
        label="Settings"
        icon={<SidebarIcon />}
        shortcut={comboLabel({ modifier: 'primaryShift', key: ',' }, apple)}
        aria-pressed={sidebarOpen}
        aria-keyshortcuts={apple ? 'Meta+Shift+Comma' : 'Control+Shift+Comma'}
        onClick={() => registry.run('core/toggle-settings-sidebar', context())}
      />
      <LazyMenu
        load={loadMoreMenu}
        props={{ registry, context }}
        label="Options"
        className="atelier-icon-button"
      >
        <MoreVerticalIcon />
      </LazyMenu>
    </>
  );
}
