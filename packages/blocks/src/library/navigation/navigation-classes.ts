import type { BlockAttributes } from '../../grammar/block-node';
import { classNames } from '../../html/tag';
import { record } from '../attribute-values';
import { NAVIGATION_COLORS, navigationColors } from './navigation-colors';

/** When the menu collapses behind a button: never, under the mobile breakpoint, or always. */
export type OverlayMenu = 'never' | 'mobile' | 'always';

/** The block's `overlayMenu` (an unknown value counts as the default, `mobile`). */
export function overlayMenu(attributes: BlockAttributes): OverlayMenu {
  const value = attributes.overlayMenu;
  return value === 'never' || value === 'always' ? value : 'mobile';
}

const JUSTIFICATIONS = new Set(['left', 'center', 'right', 'space-between']);

/**
 * The classes the navigation block puts on its `<nav>` from its own attributes, as WordPress
 * writes them: its colours (`has-text-color has-{slug}-color`, `has-background…`), `is-responsive` unless the
 * overlay is 'never', `items-justified-{left|center|right|space-between}` from
 * `layout.justifyContent` and `no-wrap` for a non-wrapping layout. The layout support adds its
 * own classes (`is-layout-flex`, `is-vertical`…) at render time.
 */
export function navigationClasses(attributes: BlockAttributes): string {
  const layout = record(attributes, 'layout');
  const justify = layout.justifyContent;
  return classNames(
    ...navigationColors(attributes, NAVIGATION_COLORS).classes,
    overlayMenu(attributes) === 'never' ? undefined : 'is-responsive',
    typeof justify === 'string' && JUSTIFICATIONS.has(justify)
      ? `items-justified-${justify}`
      : undefined,
    layout.flexWrap === 'nowrap' ? 'no-wrap' : undefined,
  );
}
