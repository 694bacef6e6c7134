import { ALL_RECORDS, rawText } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { CreatePatternModal } from '../../domain/patterns/CreatePatternModal';
import { CreateTemplatePartModal } from '../../domain/templates/CreateTemplatePartModal';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { findBlock } from '../state/tree';
import { useCanvasUi, useCanvasUiStore } from '../ui/CanvasUiContext';
import type { CanvasUiState } from '../ui/canvas-ui-store';
import { partReferenceMarkup, patternReferenceMarkup, selectedMarkup } from './blocks-reference';
import { useReplaceWithMarkup } from './use-replace-with-markup';

type Naming = NonNullable<CanvasUiState['naming']>;

/** The markup of the blocks the person selected, as they were when the dialog opened. */
function useSelectedMarkup(naming: Naming): string {
  const store = useBlockEditorStore();
  return useMemo(() => {
    const { blocks } = store.stateOf(naming.owner);
    return selectedMarkup(naming.clientIds, (clientId) => findBlock(blocks, clientId));
  }, [store, naming]);
}

/**
 * 'Create pattern' from selected blocks: the Patterns area's dialog (name, categories, sync
 * status) with the blocks as its content; a synced pattern takes their place as a reference.
 */
function CreatePatternFromBlocks({ naming, onClose }: { naming: Naming; onClose: () => void }) {
  const content = useSelectedMarkup(naming);
  const replace = useReplaceWithMarkup(naming);
  return (
    <CreatePatternModal
      modalTitle="Create pattern"
      content={content}
      onClose={onClose}
      onCreated={(created) => {
        if (created.syncStatus === 'full') replace(patternReferenceMarkup(created.id));
      }}
    />
  );
}

/**
 * 'Create template part' from selected blocks: the Templates area's dialog (name made unique,
 * area) with the blocks as its content; the part takes their place.
 */
function CreatePartFromBlocks({ naming, onClose }: { naming: Naming; onClose: () => void }) {
  const content = useSelectedMarkup(naming);
  const replace = useReplaceWithMarkup(naming);
  const { createNotice } = useNotices();
  const { records } = useEntityRecords('postType', 'wp_template_part', ALL_RECORDS);
  const existingTitles = (records ?? []).map((record) => rawText(record.title));
  return (
    <CreateTemplatePartModal
      existingTitles={existingTitles}
      content={content}
      onClose={onClose}
      onCreated={(created) => {
        const markup = partReferenceMarkup(created.id);
        if (markup !== null) replace(markup);
        createNotice('Template part created.', { status: 'success', type: 'snackbar' });
      }}
    />
  );
}

/** The dialog 'Create pattern' or 'Create template part' (block menu) opens, while it is open. */
export function NameBlocksDialog() {
  const ui = useCanvasUiStore();
  const naming = useCanvasUi((state) => state.naming);
  if (naming === null) return null;
  const close = () => ui.set({ naming: null });
  return naming.kind === 'template-part' ? (
    <CreatePartFromBlocks naming={naming} onClose={close} />
  ) : (
    <CreatePatternFromBlocks naming={naming} onClose={close} />
  );
}
