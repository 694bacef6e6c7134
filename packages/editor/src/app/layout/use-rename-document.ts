import { useMemo, useState } from 'react';
import { useRegisterCommands } from '../../commands/CommandCenter';
import { renameDocumentCommand } from '../../commands/site-commands';
import { findEntityConfig } from '../../data/entities/entity-config';
import { useEntityRecordStatus } from '../../data/entities/entity-hooks';
import type { EntityRecord, RecordRef } from '../../data/entities/store-state';
import { isTemplateRenamable } from '../../domain/templates/template-eligibility';
import { isTemplateRef, toTemplateItem } from '../../domain/templates/template-item';

/**
 * Whether the edited record may be renamed: templates and parts only when the person made them
 * in the editor (spec 1 §4.3 — the same rule as the Templates list's Rename); other records
 * (pages, patterns, menus) always.
 */
export function isDocumentRenamable(ref: RecordRef, record: EntityRecord | null | undefined) {
  if (!isTemplateRef(ref)) return true;
  return record !== null && record !== undefined && isTemplateRenamable(toTemplateItem(record));
}

/**
 * Offers 'Rename {type}' in the palette while a record that may be renamed is edited; says
 * whether its dialog is open and how to close it.
 */
export function useRenameDocument(ref: RecordRef): { isRenaming: boolean; close(): void } {
  const [isRenaming, setRenaming] = useState(false);
  const typeLabel = findEntityConfig(ref.kind, ref.name)?.label ?? ref.name;
  const { record } = useEntityRecordStatus(ref.kind, ref.name, ref.id);
  const renamable = isDocumentRenamable(ref, record);
  useRegisterCommands(
    useMemo(
      () => (renamable ? [renameDocumentCommand(typeLabel, () => setRenaming(true))] : []),
      [typeLabel, renamable],
    ),
  );
  return useMemo(() => ({ isRenaming, close: () => setRenaming(false) }), [isRenaming]);
}
