import type { Page } from '@playwright/test';
import { logInToAtelier, wordpressSite } from '../shared/log-in.js';

/**
 * One screen to time: where it is, what its first row is, and how a person reaches it from the
 * Design root (the names of the links clicked in turn; the last click is the one timed).
 */
export interface ScreenCase {
  name: string;
  /** The editor address of the screen (a cold load of it). */
  url: string;
  /** CSS selector of the screen's rows: the first one visible is the figure. */
  row: string;
  /** Link names clicked in the sidebar from the Design root; the time runs from the last one. */
  clicks: readonly string[];
}

/** A site editor to measure: where it is, how to log in, its Design root and its screens. */
export interface EditorTarget {
  name: string;
  baseURL: string;
  designRoot: string;
  /** The sidebar that holds the navigation items (the links clicked). */
  sidebar: string;
  screens: readonly ScreenCase[];
  logIn(page: Page): Promise<void>;
}

const EDITOR = '/wp-admin/site-editor.php';
const at = (path: string, extra = '') => `${EDITOR}?p=${encodeURIComponent(path)}${extra}`;

/**
 * Atelier's screens and their first rows:
 * - Templates (/wp_template): the first template link of the sidebar's grouped list;
 * - Pages (/page): the first page link of the sidebar's page tree;
 * - Patterns (/patterns): the first card of the patterns grid (its title; the live previews may
 *   come after it);
 * - Navigation (/navigation): the first item row of the menu tree (the site's only menu is shown
 *   in place) or, with several menus, the first menu link;
 * - Styles (/wp_global_styles): the first link of the Styles root's list (Browse styles or
 *   Typography), drawn with the preview card once the global styles are read;
 * - Fonts (Styles › Typography, `section=/typography`): the first font family of the Fonts
 *   section; reached from the Design root by Styles, then Typography.
 */
export function atelierTarget(baseURL: string, password: string): EditorTarget {
  return {
    name: 'Atelier',
    baseURL,
    designRoot: EDITOR,
    sidebar: 'section[aria-label="Navigation"]',
    screens: [
      {
        name: 'Templates',
        url: at('/wp_template'),
        row: '.atelier-templates-sidebar__list a',
        clicks: ['Templates'],
      },
      {
        name: 'Pages',
        url: at('/page'),
        row: '.atelier-pages-sidebar__list a',
        clicks: ['Pages'],
      },
      {
        name: 'Patterns',
        url: at('/patterns'),
        row: '.dataviews-grid__card',
        clicks: ['Patterns'],
      },
      {
        name: 'Navigation',
        url: at('/navigation'),
        row: '.atelier-menu-tree__row, .atelier-navigation-menus a',
        clicks: ['Navigation'],
      },
      {
        name: 'Styles',
        url: at('/wp_global_styles'),
        row: '.atelier-styles__list a',
        clicks: ['Styles'],
      },
      {
        name: 'Fonts',
        url: at('/wp_global_styles', '&section=%2Ftypography'),
        row: '.atelier-typography-fonts__font',
        clicks: ['Styles', 'Typography'],
      },
    ],
    logIn: (page) => logInToAtelier(page, password),
  };
}

/**
 * WordPress's site editor (`WP_URL`, `WP_USER`, `WP_PASSWORD`), its same screens by the
 * addresses and class names of its data views and sidebar as Gutenberg prints them. Written
 * against that markup and never run against a live WordPress: check the selectors there first.
 */
export function wordpressTarget(env: NodeJS.ProcessEnv): EditorTarget | null {
  const site = wordpressSite(env);
  if (site === null) return null;
  const { baseURL } = site;
  const dataRow =
    '.dataviews-view-table tbody tr, .dataviews-view-grid__card, .dataviews-view-list__item';
  return {
    name: 'WordPress',
    baseURL,
    designRoot: EDITOR,
    sidebar: '.edit-site-sidebar__content, .edit-site-layout__sidebar',
    screens: [
      { name: 'Templates', url: at('/template'), row: dataRow, clicks: ['Templates'] },
      { name: 'Pages', url: at('/page'), row: dataRow, clicks: ['Pages'] },
      { name: 'Patterns', url: at('/pattern'), row: dataRow, clicks: ['Patterns'] },
      {
        name: 'Navigation',
        url: at('/navigation'),
        row: '.block-editor-list-view-leaf, .edit-site-sidebar-navigation-screen-navigation-menus .edit-site-sidebar-navigation-item',
        clicks: ['Navigation'],
      },
      {
        name: 'Styles',
        url: at('/styles'),
        row: '.edit-site-global-styles-variations_item, .components-navigator-screen .components-item',
        clicks: ['Styles'],
      },
      {
        name: 'Fonts',
        url: at('/styles', '&section=%2Ftypography'),
        row: '.edit-site-global-styles-screen-typography .components-item, .font-library__font-card',
        clicks: ['Styles', 'Typography'],
      },
    ],
    logIn: site.logIn,
  };
}
