import { useMemo } from 'react';
import { useCommandCenter, useRegisterCommands } from '../../commands/CommandCenter';
import { siteCommands } from '../../commands/site-commands';
import { useBootstrap } from '../BootstrapContext';
import { useRouter } from '../Router';

/** Registers the commands every screen offers: the palette, View site, screens, Edit …. */
export function useSiteCommands(): void {
  const { navigate, location } = useRouter();
  const { homeUrl } = useBootstrap();
  const { openPalette } = useCommandCenter();
  const commands = useMemo(
    () =>
      siteCommands({
        goTo: (path) => navigate({ path }),
        viewSite: () => window.open(homeUrl, '_blank', 'noopener'),
        editRecord: () => navigate({ ...location, canvas: 'edit' }),
        openPalette,
      }),
    [navigate, location, homeUrl, openPalette],
  );
  useRegisterCommands(commands);
}
