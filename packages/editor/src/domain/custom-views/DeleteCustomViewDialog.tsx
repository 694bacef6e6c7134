import { ConfirmDialog } from '../../components/Modal/ConfirmDialog';
import type { CustomViewItem } from './custom-views-query';

interface DeleteCustomViewDialogProps {
  view: CustomViewItem;
  /** Resolves true when the view is gone (the dialog closes). */
  onConfirm: (view: CustomViewItem) => Promise<boolean>;
  onClose: () => void;
}

/** Spec 2 §5 and §8: deleting asks first — 'Delete "{name}"?', Cancel or Delete. */
export function DeleteCustomViewDialog({ view, onConfirm, onClose }: DeleteCustomViewDialogProps) {
  return (
    <ConfirmDialog
      title="Delete view"
      message={`Delete "${view.title}"?`}
      confirmLabel="Delete"
      onConfirm={() => onConfirm(view)}
      onClose={onClose}
    />
  );
}
