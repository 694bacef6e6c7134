import { type ReactNode, Suspense } from 'react';
import { AreaErrorBoundary } from '../AreaErrorBoundary';
import { LoadedModal } from './lazy-dialog';

/** What a modal is given: its name, how it closes, its content. */
export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for lists of choices (the Add template modal); `full` fills the window. */
  size?: 'small' | 'large' | 'full';
  /** Content at the end of the header, left of the Close button (e.g. a Skip button). */
  headerActions?: ReactNode;
  /** `alertdialog` for a confirmation that interrupts (a removal warning). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog with a heading and a Close button (`ModalDialog`): focus stays inside while it
 * is open and returns to where it was when it closes; Escape and a click outside close it; it
 * opens in its first field, else on its first control. Its code and the dialog library are
 * fetched when the first dialog opens (or at the person's first pointer or key press,
 * `preloadDialogs`), so no first screen loads them; until they arrive nothing draws and the
 * focus stays where it was.
 */
export function Modal(props: ModalProps) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={null}>
        <LoadedModal {...props} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
