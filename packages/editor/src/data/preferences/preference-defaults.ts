import type { PreferenceScopes } from './preference-values';

/** Scope of the preferences every editor screen shares (editor mode, toolbar, panels…). */
export const CORE_SCOPE = 'core';
/** Scope of the site editor's own preferences (welcome guides, dismissed notices…). */
export const EDIT_SITE_SCOPE = 'core/edit-site';

/**
 * Startup defaults (spec 1 §9): welcome guides on, editor mode visual, open panel post-status,
 * fixed toolbar off, focus mode off, distraction-free off, block breadcrumbs on. A value the user
 * has saved always wins over these.
 */
export const PREFERENCE_DEFAULTS: PreferenceScopes = Object.freeze({
  [CORE_SCOPE]: Object.freeze({
    editorMode: 'visual',
    openPanels: Object.freeze(['post-status']),
    fixedToolbar: false,
    focusMode: false,
    distractionFree: false,
    showBlockBreadcrumbs: true,
    showIconLabels: false,
    showListViewByDefault: false,
  }),
  [EDIT_SITE_SCOPE]: Object.freeze({
    welcomeGuide: true,
    welcomeGuideStyles: true,
    welcomeGuidePage: true,
    welcomeGuideTemplate: true,
    isTemplatePartMoveNoticeDismissed: false,
  }),
});
