import { useMemo } from 'react';
import type { EditorCommandContext } from '../../commands/command-context';
import { currentRecordRef } from '../../components/save/current-entity';
import { useStoreSelector } from '../../data/entities/EntityStoreContext';
import { getRecord } from '../../data/entities/selectors';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { isTemplateRevertable } from '../../domain/templates/template-eligibility';
import { isTemplateRef, toTemplateItem } from '../../domain/templates/template-item';
import { useBootstrap } from '../BootstrapContext';
import { useLocation } from '../Router';

/** What the site editor's commands see on the screen shown now. */
export function useCommandContext(): EditorCommandContext {
  const location = useLocation();
  const { editorSettings } = useBootstrap();
  const record = useMemo(() => currentRecordRef(location), [location]);
  const editorMode = usePreference('core', 'editorMode') === 'text' ? 'text' : 'visual';
  const distractionFree = usePreference('core', 'distractionFree') === true;
  // The record as read (not its edits): typing does not re-render what uses this.
  const read = useStoreSelector((state) =>
    record === null ? undefined : getRecord(state, record),
  );
  const canRevert =
    read !== undefined &&
    record !== null &&
    isTemplateRef(record) &&
    isTemplateRevertable(toTemplateItem(read));
  const canvas = location.canvas === 'edit' && record !== null ? 'edit' : 'view';
  return useMemo(
    () => ({
      canvas,
      path: location.path,
      record,
      editorMode,
      distractionFree,
      isBlockTheme: editorSettings.isBlockTheme,
      canRevert,
    }),
    [
      canvas,
      location.path,
      record,
      editorMode,
      distractionFree,
      editorSettings.isBlockTheme,
      canRevert,
    ],
  );
}
