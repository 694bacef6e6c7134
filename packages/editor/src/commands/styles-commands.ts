import type { EditorCommandContext } from './command-context';
import type { Command } from './command-registry';

/** What the styles commands depend on beyond the screen: the user's global styles record. */
export interface StylesFacts {
  /** The user's styles or settings hold something a reset would empty. */
  canReset: boolean;
  /** The record carries the `wp:action-edit-css` link (the person may edit CSS). */
  canEditCss: boolean;
  /** The number of saved revisions its `version-history` link counts. */
  revisionCount: number;
}

/** The styles commands (spec 3 §2) after 'Open styles', which the site's screen commands hold. */
export type StylesCommandName =
  | 'core/learn-about-styles'
  | 'core/reset-styles'
  | 'core/customize-css'
  | 'core/style-revisions';

/**
 * Whether a styles command is offered (spec 3 §2): only for block themes; Reset only when there
 * is something to reset; Customize CSS only with the edit-css link; Style revisions only with a
 * version history.
 */
export function isStylesCommandAvailable(
  name: StylesCommandName,
  isBlockTheme: boolean,
  facts: StylesFacts,
): boolean {
  if (!isBlockTheme) return false;
  switch (name) {
    case 'core/learn-about-styles':
      return true;
    case 'core/reset-styles':
      return facts.canReset;
    case 'core/customize-css':
      return facts.canEditCss;
    case 'core/style-revisions':
      return facts.revisionCount > 0;
  }
}

/** The effects of the styles commands; the layout wires them to the router and the store. */
export interface StylesActions {
  /** Opens the Styles area on one of its sections ('' for its root). */
  openStyles(section: '' | '/css' | '/revisions'): void;
  /** Shows 'Welcome to Styles' again (on the Styles area). */
  openGuide(): void;
  /** Empties the user's styles and settings (one undo step, saved with the Save button). */
  reset(): void;
}

/** 'Learn about styles', 'Reset styles', 'Customize CSS' and 'Style revisions'. */
export function stylesCommands(
  actions: StylesActions,
  facts: StylesFacts,
): Command<EditorCommandContext>[] {
  const command = (
    name: StylesCommandName,
    label: string,
    keywords: readonly string[],
    run: () => void,
  ): Command<EditorCommandContext> => ({
    name,
    label,
    keywords: ['styles', ...keywords],
    group: 'site',
    history: name === 'core/reset-styles' ? 'one step' : 'none',
    isAvailable: (context) => isStylesCommandAvailable(name, context.isBlockTheme, facts),
    run,
  });
  return [
    command('core/learn-about-styles', 'Learn about styles', ['welcome guide', 'help'], () =>
      actions.openGuide(),
    ),
    command('core/reset-styles', 'Reset styles', ['defaults', 'revert'], () => actions.reset()),
    command('core/customize-css', 'Customize CSS', ['additional css', 'custom'], () =>
      actions.openStyles('/css'),
    ),
    command('core/style-revisions', 'Style revisions', ['history', 'versions'], () =>
      actions.openStyles('/revisions'),
    ),
  ];
}
