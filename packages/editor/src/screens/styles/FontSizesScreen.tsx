import type { Action } from '@atelier/dataviews';
import type { PresetOrigin } from '@atelier/theme-json';
import { Link } from '../../app/Link';
import { ChevronRightIcon } from '../../components/icons';
import { RecordActionsMenu } from '../../components/record-details/RecordActionsMenu';
import { SidebarText } from '../../components/SidebarScreen';
import { addFontSize, type FontSizeGroup } from '../../domain/global-styles/font-size-presets';
import {
  type FontSizePresets,
  useFontSizePresets,
} from '../../domain/global-styles/use-font-size-presets';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';
import '../../components/SidebarNavigationItem.css';
import './FontSizesScreen.css';

const ORIGIN_LABELS: Record<PresetOrigin, string> = {
  theme: 'Theme',
  default: 'Default',
  custom: 'Custom',
};

function ResetText() {
  return <p>Are you sure you want to reset all font size presets to their default values?</p>;
}

function RemoveText() {
  return <p>Are you sure you want to remove all custom font size presets?</p>;
}

/** A group's options: reset the theme's (or default) sizes, remove every custom one. */
function groupActions(sizes: FontSizePresets): Action<FontSizeGroup>[] {
  return [
    {
      id: 'reset',
      label: 'Reset font size presets',
      isDestructive: true,
      isEligible: (group) => group.origin !== 'custom' && sizes.isChanged(group.origin),
      RenderModal: ResetText,
      callback: ([group]) => {
        if (group !== undefined) sizes.reset(group.origin);
      },
    },
    {
      id: 'remove',
      label: 'Remove font size presets',
      isDestructive: true,
      isEligible: (group) => group.origin === 'custom' && group.presets.length > 0,
      RenderModal: RemoveText,
      callback: ([group]) => {
        if (group !== undefined) sizes.reset(group.origin);
      },
    },
  ];
}

function FontSizeGroupSection({ group, sizes }: { group: FontSizeGroup; sizes: FontSizePresets }) {
  const label = ORIGIN_LABELS[group.origin];
  return (
    <section className="atelier-font-sizes__group" aria-label={label}>
      <div className="atelier-font-sizes__group-header">
        <h2 className="atelier-styles__section-title">{label}</h2>
        {group.origin === 'custom' && (
          <button
            type="button"
            className="atelier-font-sizes__add"
            onClick={() => sizes.write('custom', addFontSize(group.presets))}
          >
            Add font size
          </button>
        )}
        <RecordActionsMenu
          item={group}
          actions={groupActions(sizes)}
          label="Font size presets options"
        />
      </div>
      {group.presets.length > 0 && (
        <ul className="atelier-styles__list">
          {group.presets.map((preset) => (
            <li key={preset.slug} className="atelier-sidebar-item">
              <Link
                to={stylesTarget({ kind: 'font-size', origin: group.origin, slug: preset.slug })}
                className="atelier-sidebar-item__link"
              >
                <span className="atelier-sidebar-item__label">{preset.name}</span>
                <span className="atelier-font-sizes__value">{preset.size}</span>
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Typography › Font size presets (`/typography/font-sizes`): the theme's sizes, the core
 * defaults when the theme offers them, and the user's own (Add font size); each opens its own
 * screen. A group's options reset the theme's sizes or remove every custom one.
 */
export function FontSizesScreen() {
  const sizes = useFontSizePresets();
  return (
    <StylesScreenFrame title="Font size presets" screen={{ kind: 'font-sizes' }}>
      <div className="atelier-font-sizes__intro">
        <SidebarText>Create and edit the presets used for font sizes across the site.</SidebarText>
      </div>
      {sizes.groups.map((group) => (
        <FontSizeGroupSection key={group.origin} group={group} sizes={sizes} />
      ))}
    </StylesScreenFrame>
  );
}
