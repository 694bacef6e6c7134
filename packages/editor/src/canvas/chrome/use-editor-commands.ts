import { useEffect, useMemo, useRef } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { type CommandRegistry, createCommandRegistry } from '../../commands/command-registry';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import type { EditorMode } from './chrome-rules';
import { type EditorCommandContext, editorCommands } from './editor-commands';
import { useEditorActions } from './use-editor-actions';
import { useCanRevert } from './use-revert-template';

/** The editor's command registry (one instance per editor) and the context commands see now. */
export function useEditorCommands(): {
  registry: CommandRegistry<EditorCommandContext>;
  context: () => EditorCommandContext;
} {
  const actions = useEditorActions();
  const { editorSettings } = useBootstrap();
  const editorMode: EditorMode = usePreference('core', 'editorMode') === 'text' ? 'text' : 'visual';
  const distractionFree = usePreference('core', 'distractionFree') === true;
  const canRevert = useCanRevert();
  const registry = useMemo(() => createCommandRegistry<EditorCommandContext>(), []);
  useEffect(() => {
    const removers = editorCommands(actions).map((command) => registry.register(command));
    return () => {
      for (const remove of removers) remove();
    };
  }, [registry, actions]);
  const current = useRef<EditorCommandContext>({
    editorMode,
    distractionFree,
    isBlockTheme: editorSettings.isBlockTheme,
    canRevert,
  });
  current.current = {
    editorMode,
    distractionFree,
    isBlockTheme: editorSettings.isBlockTheme,
    canRevert,
  };
  const context = useMemo(() => () => current.current, []);
  return { registry, context };
}
