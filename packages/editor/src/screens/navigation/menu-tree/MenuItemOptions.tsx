import { LazyMenu } from '../../../components/lazy-menu/LazyMenu';
import { MoreVerticalIcon } from '../../../ui/icons';
import '../../../components/record-details/RecordActionsMenu.css';

/** One entry of an item's options menu. */
export interface ItemOption {
  key: string;
  label: string;
  /** The shortcut, shown beside the name ('Ctrl+Shift+Alt+T'). */
  shortcut?: string;
  disabled?: boolean;
  destructive?: boolean;
  onSelect(): void;
}

export interface MenuItemOptionsProps {
  label: string;
  options: readonly ItemOption[];
  tabbable: boolean;
}

// The menu and the menu library come on first use (or once the page settles): not before the rows.
const loadOptionsMenu = () =>
  import('./MenuItemOptionsMenu').then((module) => module.MenuItemOptionsMenu);

/**
 * The ⋮ menu of one item of the menu tree ('Options for {label}'), in the look of the record
 * actions menu. Only the active row's button is in the tab order (the tree's arrows move rows).
 */
export function MenuItemOptions(props: MenuItemOptionsProps) {
  const name = `Options for ${props.label}`;
  return (
    <LazyMenu
      load={loadOptionsMenu}
      props={props}
      label={name}
      className="atelier-record-actions__toggle"
      tabIndex={props.tabbable ? 0 : -1}
    >
      <MoreVerticalIcon />
    </LazyMenu>
  );
}
