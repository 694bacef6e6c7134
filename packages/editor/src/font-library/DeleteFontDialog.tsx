import { ConfirmDialog } from '../components/Modal/ConfirmDialog';
import { deleteConfirmation } from './font-notices';
import type { FontFamily } from './font-types';

interface DeleteFontDialogProps {
  family: FontFamily;
  /** Resolves when the delete has been tried (the dialog closes either way). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Spec 3 §8: 'Are you sure you want to delete "%s" font and all its variants and assets?' */
export function DeleteFontDialog({ family, onConfirm, onClose }: DeleteFontDialogProps) {
  return (
    <ConfirmDialog
      title="Delete font"
      message={deleteConfirmation(family.name)}
      confirmLabel="Delete"
      onConfirm={async () => {
        await onConfirm();
        return true;
      }}
      onClose={onClose}
    />
  );
}
