import { Suspense, useMemo, useState } from 'react';
import { useRegisterCommands } from '../../commands/CommandCenter';
import { duplicatePatternCommand } from '../../commands/site-commands';
import { AreaErrorBoundary } from '../../components/AreaErrorBoundary';
import type { RecordRef } from '../../data/entities/store-state';
import { lazyArea } from '../lazy-area';

/** The copy's dialog, in a chunk of its own: it opens from the palette only. */
const DuplicatePatternDialog = lazyArea(
  () => import('./DuplicatePatternDialog'),
  (module) => module.DuplicatePatternDialog,
);

/**
 * 'Duplicate pattern' in the palette while a pattern is edited (spec 1 §2.13): the dialog makes
 * a copy, which then opens in the editor.
 */
export function DuplicatePatternCommand({ pattern }: { pattern: RecordRef }) {
  const [isOpen, setOpen] = useState(false);
  useRegisterCommands(useMemo(() => [duplicatePatternCommand(() => setOpen(true))], []));
  return isOpen ? (
    <AreaErrorBoundary>
      <Suspense fallback={null}>
        <DuplicatePatternDialog pattern={pattern} onClose={() => setOpen(false)} />
      </Suspense>
    </AreaErrorBoundary>
  ) : null;
}
