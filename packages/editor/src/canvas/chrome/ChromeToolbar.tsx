import { useBootstrap } from '../../app/BootstrapContext';
import type { CommandRegistry } from '../../commands/command-registry';
import { DevicePreview } from '../device/DevicePreview';
import { useChrome } from './ChromeContext';
import type { EditorCommandContext } from './editor-commands';
import { MoreMenu } from './MoreMenu';

interface ChromeToolbarProps {
  registry: CommandRegistry<EditorCommandContext>;
  context: () => EditorCommandContext;
}

/** The editor's tools beside the document tools: device preview, zoom-out, view site, Settings and Options. */
export function ChromeToolbar({ registry, context }: ChromeToolbarProps) {
  const { homeUrl } = useBootstrap();
  const sidebarOpen = useChrome((state) => state.sidebarOpen);
  const zoomOut = useChrome((state) => state.zoomOut);
  const run = (name: string) => registry.run(name, context());
  return (
    <div className="atelier-chrome__tools" role="toolbar" aria-label="Editor tools">
      <DevicePreview />
      <button
        type="button"
        className="atelier-chrome__button"
        aria-pressed={zoomOut}
        onClick={() => run('core/toggle-zoom-out')}
      >
        Zoom out
      </button>
      <a className="atelier-chrome__button" href={homeUrl} target="_blank" rel="noreferrer">
        View site
      </a>
      <button
        type="button"
        className="atelier-chrome__button"
        aria-pressed={sidebarOpen}
        aria-keyshortcuts="Control+Shift+Comma"
        onClick={() => run('core/toggle-settings-sidebar')}
      >
        Settings
      </button>
      <MoreMenu registry={registry} context={context} />
    </div>
  );
}
