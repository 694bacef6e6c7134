// The dialogs' code, one chunk fetched when the first dialog opens or at the person's first
// pointer or key press (`lazy-dialog.tsx`): the editor's modal, and the dialog library's parts for
// the dialogs that draw their own frame (the save panel).
export { Dialog, DialogHeading } from '@ariakit/react/dialog';
export { ModalDialog } from './ModalDialog';
