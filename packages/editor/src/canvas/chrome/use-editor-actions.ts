import { serialize } from '@atelier/blocks';
import { useMemo, useRef } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../../data/ApiClientContext';
import { usePreferences, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { CORE_SCOPE } from '../../data/preferences/preference-defaults';
import { readPreference } from '../../data/preferences/preference-values';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { toStoredTree } from '../state/editor-block';
import { clearSelection } from '../state/select-block';
import { useCanvasUiStore } from '../ui/CanvasUiContext';
import { useChromeStore } from './ChromeContext';
import { distractionFreeChanges, type EditorMode, editorModeAnnouncement } from './chrome-rules';
import type { EditorActions } from './editor-commands';
import { SITE_EDITOR_HELP_URL } from './editor-help';
import { downloadExport } from './export-site';
import { focusRegion } from './focus-region';
import { useRevertTemplate } from './use-revert-template';

/** The effects of the editor commands, wired to the stores, preferences and notices. */
export function useEditorActions(): EditorActions {
  const chrome = useChromeStore();
  const ui = useCanvasUiStore();
  const store = useBlockEditorStore();
  const setPreference = useSetPreference();
  const preferences = usePreferences();
  const latest = useRef(preferences);
  latest.current = preferences;
  const bootstrap = useBootstrap();
  const client = useApiClient();
  const { createNotice } = useNotices();
  const revert = useRevertTemplate();

  return useMemo((): EditorActions => {
    const pref = (name: string) => readPreference(latest.current, CORE_SCOPE, name);

    const applyDistractionFree = (on: boolean) => {
      const changes = distractionFreeChanges(on);
      setPreference(CORE_SCOPE, 'distractionFree', changes.preferences.distractionFree);
      setPreference(CORE_SCOPE, 'fixedToolbar', changes.preferences.fixedToolbar);
      if (changes.closePanels) {
        ui.set({ leftPanel: null });
        chrome.set({ sidebarOpen: false });
      }
      return changes;
    };

    const toggleDistractionFree = () => {
      const before = {
        distractionFree: pref('distractionFree'),
        fixedToolbar: pref('fixedToolbar'),
        leftPanel: ui.getState().leftPanel,
        sidebarOpen: chrome.getState().sidebarOpen,
      };
      const on = before.distractionFree !== true;
      const changes = applyDistractionFree(on);
      if (changes.notice === null) return;
      // A view setting, not an edit: it stays out of the undo history (the header's Undo is for
      // content); the notice's own Undo puts back the preferences and the panels it closed.
      createNotice(changes.notice, {
        status: 'info',
        actions: [
          {
            label: 'Undo',
            onClick: () => {
              setPreference(CORE_SCOPE, 'distractionFree', before.distractionFree);
              setPreference(CORE_SCOPE, 'fixedToolbar', before.fixedToolbar);
              ui.set({ leftPanel: before.leftPanel });
              chrome.set({ sidebarOpen: before.sidebarOpen });
            },
          },
        ],
      });
    };

    const setEditorMode = (mode: EditorMode) => {
      if (pref('editorMode') === mode) return;
      setPreference(CORE_SCOPE, 'editorMode', mode);
      chrome.set({ announcement: editorModeAnnouncement(mode) });
      if (mode === 'text') {
        // Spec 1 §4.2: text mode exits distraction-free; leaving visual mode clears the selection.
        if (pref('distractionFree') === true) applyDistractionFree(false);
        chrome.set({ zoomOut: false });
        store.run(clearSelection, undefined);
      }
    };

    return {
      toggleSidebar: () => chrome.set({ sidebarOpen: !chrome.getState().sidebarOpen }),
      setEditorMode,
      toggleDistractionFree,
      togglePreference: (name) => setPreference(CORE_SCOPE, name, pref(name) !== true),
      openDialog: (dialog) => chrome.set({ dialog }),
      focusRegion,
      toggleListView: () =>
        ui.set({ leftPanel: ui.getState().leftPanel === 'list-view' ? null : 'list-view' }),
      toggleZoomOut: () => {
        const zoomOut = !chrome.getState().zoomOut;
        chrome.set(zoomOut ? { zoomOut, device: 'Desktop', canvasWidth: null } : { zoomOut });
      },
      copyAllBlocks: () => {
        const blocks = toStoredTree(store.stateOf(store.rootRef).blocks);
        void navigator.clipboard
          ?.writeText(serialize(blocks))
          .then(() => createNotice('All content copied.', { status: 'info' }))
          .catch(() => createNotice('The content could not be copied.', { status: 'error' }));
      },
      exportSite: () => {
        void downloadExport(client, bootstrap).catch((reason: unknown) =>
          createNotice(reason instanceof Error ? reason.message : String(reason), {
            status: 'error',
          }),
        );
      },
      revert,
      openHelp: () => void window.open(SITE_EDITOR_HELP_URL, '_blank', 'noopener'),
    };
  }, [chrome, ui, store, setPreference, bootstrap, client, createNotice, revert]);
}
