/**
 * Where Tools → 'Help' (and the palette's 'Help') leads: the site editor's user documentation,
 * opened in a new tab as WordPress's More menu does. Atelier's editor follows that editor, so its
 * guide applies; nothing is loaded from it into the editor.
 */
export const SITE_EDITOR_HELP_URL = 'https://wordpress.org/documentation/article/site-editor/';
