import type { RouteDeclaration } from '../../app/route-matching';
import { SitePreview } from '../../components/SitePreview';
import { DesignScreen } from './DesignScreen';

/** The root: loaded with the first bundle since every visit can start here. */
export const designRoute: RouteDeclaration = {
  name: 'design',
  path: '/',
  title: 'Design',
  areas: { sidebar: DesignScreen, preview: SitePreview },
};
