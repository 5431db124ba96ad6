import { Modal } from '../../ui/modal';
import { UploadIcon } from '../../ui/icons';

export const localUploadText = {
  title: 'Upload from this device',
  body: 'Choose videos or audio from your photos or files.',
  keepOpen:
    'Keep this page open and the screen on until the upload finishes: phones and tablets pause uploads in the background.',
  choose: 'Choose files',
  cancel: 'Cancel',
} as const;

export interface LocalUploadDialogProps {
  open: boolean;
  onClose(): void;
  /** Opens the system file picker; called from the tap itself, which mobile browsers require. */
  onChoose(): void;
}

/**
 * Spec import §2: the local-upload modal for touch-only devices. There is nothing to drop files
 * onto there, and an upload stops when the page goes to the background, so the tap that opens
 * the picker comes with that warning.
 */
export function LocalUploadDialog({ open, onClose, onChoose }: LocalUploadDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={localUploadText.title}
      description={localUploadText.body}
      testId="local-upload-dialog"
    >
      <div className="flex flex-col gap-4">
        <p data-testid="local-upload-keep-open" className="text-sm text-muted">
          {localUploadText.keepOpen}
        </p>
        <button
          type="button"
          data-testid="local-upload-choose"
          className="btn-primary w-full py-3"
          autoFocus
          onClick={() => {
            onChoose();
            onClose();
          }}
        >
          <UploadIcon /> {localUploadText.choose}
        </button>
        <button type="button" className="btn-ghost w-full" onClick={onClose}>
          {localUploadText.cancel}
        </button>
      </div>
    </Modal>
  );
}
