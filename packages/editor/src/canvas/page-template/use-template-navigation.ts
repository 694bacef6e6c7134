import { useCallback, useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { useRegisterCommands } from '../../commands/CommandCenter';
import type { EditorCommandContext } from '../../commands/command-context';
import type { Command } from '../../commands/command-registry';
import type { RecordRef } from '../../data/entities/store-state';
import { backToPageTarget, editTemplateTarget } from './template-navigation';
import { usePageTemplate } from './use-page-template';

type EditorCommand = Command<EditorCommandContext>;

/**
 * 'Edit template' for a page: opens the template it is drawn in, in edit mode; null while that
 * template is not known (still reading, or none: the page is drawn alone). The page summary's
 * Template row may offer it too.
 */
export function useEditPageTemplate(page: RecordRef): (() => void) | null {
  const router = useRouter();
  const state = usePageTemplate(page);
  const template = state.status === 'found' ? state.template : null;
  const open = useCallback(() => {
    if (template !== null) router.navigate(editTemplateTarget(template, page));
  }, [router, template, page]);
  return template === null ? null : open;
}

/** 'Back to page' in a template opened from a page; null anywhere else. */
export function useBackToPage(): (() => void) | null {
  const router = useRouter();
  const target = backToPageTarget(router.location);
  const back = useCallback(() => {
    if (target !== null) router.navigate(target);
  }, [router, target]);
  return target === null ? null : back;
}

function navigationCommand(name: string, label: string, run: () => void): EditorCommand {
  return {
    name,
    label,
    history: 'none',
    keywords: ['page', 'template'],
    isAvailable: (context) => context.canvas === 'edit',
    run,
  };
}

const NO_COMMANDS: readonly EditorCommand[] = [];

/** Registers 'Edit template' (a page in edit mode) in the editor's command registry. */
export function useEditTemplateCommand(open: (() => void) | null): void {
  useRegisterCommands(
    useMemo(
      () =>
        open === null
          ? NO_COMMANDS
          : [navigationCommand('core/edit-template', 'Edit template', open)],
      [open],
    ),
  );
}

/** Registers 'Back to page' (a template opened from a page) in the editor's command registry. */
export function useBackToPageCommand(back: (() => void) | null): void {
  useRegisterCommands(
    useMemo(
      () =>
        back === null
          ? NO_COMMANDS
          : [navigationCommand('core/back-to-page', 'Back to page', back)],
      [back],
    ),
  );
}
