import type { DialogHeadingProps, DialogProps } from '@ariakit/react/dialog';
import { Suspense } from 'react';
import { lazyArea } from '../../app/lazy-area';

const loadDialogCode = () => import('./dialog-code');

/** The editor's modal (`ModalDialog`), drawn by `Modal` once its code is in. */
export const LoadedModal = lazyArea(loadDialogCode, (code) => code.ModalDialog);

const LoadedHeading = lazyArea<Awaited<ReturnType<typeof loadDialogCode>>, DialogHeadingProps>(
  loadDialogCode,
  (code) => code.DialogHeading,
);

// A heading draws inside its dialog: the dialog waits for the heading's code too, so the heading
// never waits once the dialog shows.
const LoadedDialog = lazyArea<Awaited<ReturnType<typeof loadDialogCode>>, DialogProps>(
  () => LoadedHeading.preload().then(loadDialogCode),
  (code) => code.Dialog,
);

/**
 * Fetches the dialogs' code (the modal and the dialog library): the editor calls it on the
 * person's first pointer or key press (`main.tsx`), so a dialog usually finds it in; a dialog
 * opened before it has arrived waits for it.
 */
export function preloadDialogs(): Promise<unknown> {
  return Promise.all([LoadedModal.preload(), LoadedDialog.preload()]);
}

/**
 * The dialog library's `Dialog`, its code fetched on first use: nothing draws until it is in
 * (the focus stays where it was), then the dialog opens as the library's does — focus moved
 * inside and kept there, returned on close.
 */
export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

/** The dialog library's `DialogHeading`, for use inside `Dialog` (its code comes with it). */
export const DialogHeading = LoadedHeading;
