import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useRouter } from '../../app/Router';
import { type DirtyRecord, getDirtyRecords } from '../../data/entities/dirty-records';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useDirtyRecords } from '../../data/entities/entity-hooks';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import { errorMessage } from '../../data/error-message';
import { activateTheme, themeActivationUrl } from '../../data/theme-activation';
import { useNotices } from '../notices/NoticesProvider';
import { currentRecordRef } from './current-entity';
import { publishOnSaveEdits } from './publish-on-save';
import { SavePanel } from './SavePanel';
import { type SaveButtonState, saveButtonState } from './save-button-state';
import { SAVED_MESSAGE, saveFailure } from './save-notices';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

interface SaveFlowValue {
  button: SaveButtonState;
  /** Does what the button says (also primary+s, the 'core/save' command). */
  run(): void;
  isPanelOpen: boolean;
  closePanel(): void;
  /** Saves these dirty records (the panel's checked ones), then activates a previewed theme. */
  saveRecords(records: readonly DirtyRecord[], direct: boolean): Promise<void>;
  isPreviewingTheme: boolean;
}

const SaveFlowContext = createContext<SaveFlowValue | null>(null);

const ACTIVATION_FAILED = 'An error occurred while activating the theme.';

/**
 * The save flow of spec 1 §4.4 for the whole editor: the Save button's state, the save panel,
 * conflict handling and theme activation. primary+s is the command 'core/save' of the editor's
 * registry (`commands/site-commands.ts`), which runs this flow.
 */
export function SaveFlowProvider({ children }: { children: ReactNode }) {
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { location, navigate } = useRouter();
  const { adminUrl, restNonce, editorSettings } = useBootstrap();
  const { dirtyRecords, isSaving } = useDirtyRecords();
  const [isPanelOpen, setPanelOpen] = useState(false);
  const [isActivating, setActivating] = useState(false);
  const current = useMemo(() => currentRecordRef(location), [location]);
  const previewStylesheet = location.themePreview;
  const isPreviewingTheme = previewStylesheet !== undefined && editorSettings.themePreview !== null;

  useUnsavedChangesWarning(dirtyRecords.length > 0);

  const button = saveButtonState({
    isSaving: isSaving || isActivating,
    dirty: dirtyRecords,
    current,
    isPreviewingTheme,
  });

  // The save panel closes when the canvas mode changes (spec 1 §4.1).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas mode is the trigger.
  useEffect(() => setPanelOpen(false), [location.canvas]);

  const activate = useCallback(async () => {
    if (previewStylesheet === undefined) return;
    setActivating(true);
    try {
      await activateTheme(
        (input, init) => globalThis.fetch(input, init),
        themeActivationUrl(adminUrl, previewStylesheet, restNonce),
      );
      navigate({ ...location, themePreview: '' }, { replace: true });
      createNotice('Theme activated.', 'success');
    } catch (error) {
      createNotice(errorMessage(error, ACTIVATION_FAILED), 'error');
    } finally {
      setActivating(false);
    }
  }, [adminUrl, restNonce, previewStylesheet, location, navigate, createNotice]);

  const saveOne = useCallback(
    async (ref: RecordRef, title: string, direct: boolean, overwrite = false) => {
      const publish = direct ? publishOnSaveEdits(store.getState(), ref) : null;
      const result = await store.save(ref, {
        overwrite,
        ...(publish !== null ? { extraEdits: publish } : {}),
      });
      if (result.ok) return true;
      const { message, isConflict } = saveFailure(result, title);
      const id = `save-error:${recordKey(ref)}`;
      if (!isConflict) {
        createNotice(message, { status: 'error', id });
        return false;
      }
      createNotice(message, {
        status: 'error',
        id,
        explicitDismiss: true,
        actions: [
          { label: 'Reload', onClick: () => void store.reload(ref) },
          {
            label: 'Overwrite',
            onClick: () =>
              void saveOne(ref, title, direct, true).then((ok) => {
                if (ok) createNotice(SAVED_MESSAGE, 'success');
              }),
          },
        ],
      });
      return false;
    },
    [store, createNotice],
  );

  const saveRecords = useCallback(
    async (records: readonly DirtyRecord[], direct: boolean) => {
      setPanelOpen(false);
      let allSaved = true;
      for (const record of records) {
        if (!(await saveOne(record, record.title, direct))) allSaved = false;
      }
      if (allSaved && records.length > 0) createNotice(SAVED_MESSAGE, 'success');
      if (allSaved && isPreviewingTheme) await activate();
    },
    [saveOne, createNotice, isPreviewingTheme, activate],
  );

  const run = useCallback(() => {
    if (button.action === 'open-panel') setPanelOpen(true);
    if (button.action === 'activate') void activate();
    if (button.action === 'save-current') {
      void saveRecords(getDirtyRecords(store.getState()), true);
    }
  }, [button.action, activate, saveRecords, store]);

  const value = useMemo(
    () => ({
      button,
      run,
      isPanelOpen,
      closePanel: () => setPanelOpen(false),
      saveRecords,
      isPreviewingTheme,
    }),
    [button, run, isPanelOpen, saveRecords, isPreviewingTheme],
  );
  return (
    <SaveFlowContext.Provider value={value}>
      {children}
      {isPanelOpen && <SavePanel />}
    </SaveFlowContext.Provider>
  );
}

export function useSaveFlow(): SaveFlowValue {
  const context = useContext(SaveFlowContext);
  if (context === null) throw new Error('useSaveFlow needs a <SaveFlowProvider> above it.');
  return context;
}
