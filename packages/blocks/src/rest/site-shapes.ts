import type { ThemeJson } from '@atelier/theme-json';
import type { RestLinks, RestText } from './record-shapes';

/** The user's global styles record (`/wp/v2/global-styles/:id`). */
export interface RestGlobalStyles {
  id: number;
  title: RestText;
  settings: NonNullable<ThemeJson['settings']>;
  styles: NonNullable<ThemeJson['styles']>;
  _links: RestLinks;
}

/** A theme's base styles (`/wp/v2/global-styles/themes/:stylesheet`), merged over the core defaults. */
export interface RestThemeGlobalStyles {
  version: number;
  settings: NonNullable<ThemeJson['settings']>;
  styles: NonNullable<ThemeJson['styles']>;
  _links: RestLinks;
}

/** The site settings (`/wp/v2/settings`), as the schema of each setting allows. */
export interface RestSiteSettings {
  title: string;
  description: string;
  show_on_front: 'posts' | 'page';
  page_on_front: number;
  page_for_posts: number;
  posts_per_page: number;
  default_comment_status: 'open' | 'closed';
  site_logo: number | null;
  site_icon: number | null;
  date_format: string;
  time_format: string;
}
