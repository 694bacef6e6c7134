import { useMemo, useState } from 'react';
import { useRegisterCommands } from '../../commands/CommandCenter';
import { renameDocumentCommand } from '../../commands/site-commands';
import { findEntityConfig } from '../../data/entities/entity-config';
import type { RecordRef } from '../../data/entities/store-state';

/**
 * Offers 'Rename {type}' in the palette while a record is edited; says whether its dialog is
 * open and how to close it.
 */
export function useRenameDocument(ref: RecordRef): { isRenaming: boolean; close(): void } {
  const [isRenaming, setRenaming] = useState(false);
  const typeLabel = findEntityConfig(ref.kind, ref.name)?.label ?? ref.name;
  useRegisterCommands(
    useMemo(() => [renameDocumentCommand(typeLabel, () => setRenaming(true))], [typeLabel]),
  );
  return useMemo(() => ({ isRenaming, close: () => setRenaming(false) }), [isRenaming]);
}
