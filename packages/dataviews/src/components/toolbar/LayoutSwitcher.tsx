import type { ReactNode } from 'react';
import type { DefaultLayouts, View, ViewType } from '../../types';
import { changeLayout } from '../../view/change-layout';
import { GridIcon, ListIcon, TableIcon } from '../icons';

const LAYOUTS: { type: ViewType; label: string; icon: ReactNode }[] = [
  { type: 'table', label: 'Table', icon: <TableIcon /> },
  { type: 'grid', label: 'Grid', icon: <GridIcon /> },
  { type: 'list', label: 'List', icon: <ListIcon /> },
];

/** Props of {@link LayoutSwitcher}. */
export interface LayoutSwitcherProps {
  view: View;
  onChangeView: (view: View) => void;
  defaultLayouts: DefaultLayouts;
}

/** Buttons for the layouts on offer; switching resets the layout options to their defaults. */
export function LayoutSwitcher({ view, onChangeView, defaultLayouts }: LayoutSwitcherProps) {
  const offered = LAYOUTS.filter((layout) => defaultLayouts[layout.type] !== undefined);
  if (offered.length < 2) {
    return null;
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not form fields
    <div className="dataviews-layout-switcher" role="group" aria-label="Layout">
      {offered.map((layout) => (
        <button
          key={layout.type}
          type="button"
          className="dataviews-button is-icon"
          aria-label={layout.label}
          title={layout.label}
          aria-pressed={view.type === layout.type}
          onClick={() => onChangeView(changeLayout(view, layout.type, defaultLayouts))}
        >
          {layout.icon}
        </button>
      ))}
    </div>
  );
}
