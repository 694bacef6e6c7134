import type { LocationTarget } from '../../app/location';
import { type StylesScreen, sectionOf } from './styles-sections';

/** The path of the Styles area (spec 1 §2.1). */
export const STYLES_PATH = '/wp_global_styles';

/** Where a link to a screen of the Styles sidebar goes. */
export function stylesTarget(screen: StylesScreen): LocationTarget {
  const section = sectionOf(screen);
  return section === undefined ? { path: STYLES_PATH } : { path: STYLES_PATH, section };
}
