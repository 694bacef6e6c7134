import type { Page } from '@playwright/test';
import { logInToAtelier, wordpressSite } from '../shared/log-in.js';

/** A site editor to measure: where it is, how to log in, and what its first canvas block is. */
export interface EditorTarget {
  name: string;
  baseURL: string;
  /** The editor's address for the Loom-like index template in edit mode. */
  editorPath: string;
  /** The editor page's own URL (its HTML response), to time from its arrival. */
  isEditorHtml(url: string): boolean;
  /** The canvas iframe and the first block inside it. */
  frame: string;
  firstBlock: string;
  logIn(page: Page): Promise<void>;
}

/** Atelier: the bundled Loom theme's index template, in a fresh server started by the bench. */
export function atelierTarget(baseURL: string, password: string): EditorTarget {
  return {
    name: 'Atelier',
    baseURL,
    editorPath: '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Findex&canvas=edit',
    isEditorHtml: (url) => url.includes('/site-editor.php'),
    frame: 'iframe[name="editor-canvas"]',
    firstBlock: '[data-block]',
    logIn: (page) => logInToAtelier(page, password),
  };
}

/**
 * WordPress's site editor (`WP_URL`, `WP_USER`, `WP_PASSWORD`; `WP_THEME` names the block theme,
 * Twenty Twenty-Five by default): its index template in edit mode, the first block being the
 * first `[data-block]` inside `.editor-styles-wrapper` of the `editor-canvas` iframe, as WordPress
 * renders it. Written against WordPress's known markup; not yet run against a live WordPress.
 */
export function wordpressTarget(env: NodeJS.ProcessEnv): EditorTarget | null {
  const site = wordpressSite(env);
  if (site === null) return null;
  const { baseURL } = site;
  const theme = env.WP_THEME ?? 'twentytwentyfive';
  return {
    name: 'WordPress',
    baseURL,
    editorPath: `/wp-admin/site-editor.php?p=${encodeURIComponent(`/wp_template/${theme}//index`)}&canvas=edit`,
    isEditorHtml: (url) => url.includes('/wp-admin/site-editor.php'),
    frame: 'iframe[name="editor-canvas"]',
    firstBlock: '.editor-styles-wrapper [data-block]',
    logIn: site.logIn,
  };
}
