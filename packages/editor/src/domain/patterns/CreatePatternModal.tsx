import { Modal } from '../../components/Modal/Modal';
import { CreatePatternForm, type CreatePatternFormProps } from './CreatePatternForm';

export interface CreatePatternModalProps extends CreatePatternFormProps {
  /** The dialog's heading ('Add pattern' by default). */
  modalTitle?: string;
}

/**
 * WordPress's 'Add pattern' dialog (spec 2 §4): name, categories and sync status; used by the
 * Patterns area's Add menu and by the canvas's 'Create pattern' (which passes the selected blocks
 * as `content` and hears of the new pattern through `onCreated`).
 */
export function CreatePatternModal({
  modalTitle = 'Add pattern',
  ...form
}: CreatePatternModalProps) {
  return (
    <Modal title={modalTitle} onClose={form.onClose}>
      <CreatePatternForm {...form} />
    </Modal>
  );
}
