import { useMemo } from 'react';
import { useCommandCenter, useRegisterCommands } from '../../commands/CommandCenter';
import type { CommandRegistry } from '../../commands/command-registry';
import {
  deleteTemplateCommand,
  type EditorCommandContext,
  editorCommands,
} from './editor-commands';
import { useDeleteTemplate } from './use-delete-template';
import { useEditorActions } from './use-editor-actions';

/**
 * Registers the editor's commands in the site editor's registry while the canvas is edited, and
 * hands that registry and the context commands see now to the chrome.
 */
export function useEditorCommands(): {
  registry: CommandRegistry<EditorCommandContext>;
  context: (key?: KeyboardEvent) => EditorCommandContext;
} {
  const actions = useEditorActions();
  const { registry, context } = useCommandCenter();
  useRegisterCommands(useMemo(() => editorCommands(actions), [actions]));
  // 'Delete template' exists only while the edited template can be deleted.
  const deletion = useDeleteTemplate();
  useRegisterCommands(
    useMemo(
      () => (deletion === null ? [] : [deleteTemplateCommand(deletion.item.type, deletion.remove)]),
      [deletion],
    ),
  );
  return { registry, context };
}
