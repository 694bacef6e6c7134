import type { EditorSettings } from '../../app/bootstrap';
import type { LocationTarget } from '../../app/location';

export interface DesignItem {
  label: string;
  to: LocationTarget;
}

/**
 * Where 'Styles' leads. Spec 1 §2.3: to /wp_global_styles when the theme has style variations,
 * otherwise into the editor canvas with the global styles sidebar open. Until that sidebar exists
 * both cases go to /wp_global_styles; the Styles area will send themes without variations to the
 * canvas.
 */
export function stylesTarget(_settings: EditorSettings): LocationTarget {
  return { path: '/wp_global_styles' };
}

/** The root menu, in the order of spec 1 §2.3. */
export function designItems(settings: EditorSettings): DesignItem[] {
  return [
    { label: 'Navigation', to: { path: '/navigation' } },
    { label: 'Styles', to: stylesTarget(settings) },
    { label: 'Pages', to: { path: '/page' } },
    { label: 'Templates', to: { path: '/wp_template' } },
    { label: 'Patterns', to: { path: '/patterns' } },
  ];
}
