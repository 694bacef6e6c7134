import { Menu, MenuButton, MenuGroup, MenuItem, MenuProvider, MenuSeparator } from '@ariakit/react';
import { useBootstrap } from '../../app/BootstrapContext';
import type { OpensOnArrival } from '../../components/lazy-menu/LazyMenu';
import { CheckIcon, ChevronDownIcon, ExternalIcon } from '../../ui/icons';
import { useChrome, useChromeStore } from './ChromeContext';
import { DEVICE_ICONS } from './device-icons';
import { chooseDevice, deviceChoices } from './device-menu';

/**
 * The header's 'View' menu: the device the canvas previews (Desktop, Tablet, Mobile; choosing
 * one ends zoom-out) and 'View site' in a new tab. The button shows the previewed device. Loaded
 * on first use (`LazyMenu`).
 */
export function PreviewDropdown({ defaultOpen = false }: OpensOnArrival) {
  const { homeUrl } = useBootstrap();
  const chrome = useChromeStore();
  const device = useChrome((state) => state.device);
  const CurrentIcon = DEVICE_ICONS[device];
  return (
    <MenuProvider placement="bottom-end" defaultOpen={defaultOpen}>
      <MenuButton
        className="atelier-icon-button atelier-chrome__view-button"
        aria-label="View"
        title="View"
      >
        <CurrentIcon />
        <ChevronDownIcon />
      </MenuButton>
      <Menu className="atelier-chrome__menu" gutter={8}>
        <MenuGroup>
          {deviceChoices(device).map(({ device: choice, checked }) => {
            const Icon = DEVICE_ICONS[choice];
            return (
              <MenuItem
                key={choice}
                className="atelier-chrome__menu-item"
                role="menuitemradio"
                aria-checked={checked}
                onClick={() => chrome.set(chooseDevice(choice))}
              >
                <Icon />
                <span className="atelier-chrome__menu-text">{choice}</span>
                {checked && <CheckIcon />}
              </MenuItem>
            );
          })}
        </MenuGroup>
        <MenuSeparator className="atelier-chrome__menu-separator" />
        <MenuItem
          className="atelier-chrome__menu-item"
          render={<a href={homeUrl} target="_blank" rel="noreferrer" />}
        >
          <span className="atelier-chrome__menu-text">
            View site
            <span className="atelier-visually-hidden"> (opens in a new tab)</span>
          </span>
          <ExternalIcon />
        </MenuItem>
      </Menu>
    </MenuProvider>
  );
}
