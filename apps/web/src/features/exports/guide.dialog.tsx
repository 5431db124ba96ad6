import { guideDialogText } from '@otto/shared/constants';
import { Modal } from '../../ui/modal';
import { useEmbeddedDemo } from '../embed/embed.context';
import { editorNames, hideGuideCookie, importSteps, type GuideEditor, type GuideStatus } from './guide.fns';

export interface GuideDialogProps {
  editor: GuideEditor;
  status: GuideStatus;
  open: boolean;
  onClose(): void;
  supportEmail: string;
  /** The embedded demo hides "Do not show again" (spec chat §2). */
  embeddedDemo?: boolean;
}

const headers: Record<GuideStatus, string> = {
  inProgress: guideDialogText.inProgress,
  success: guideDialogText.success,
  failed: guideDialogText.failed,
};

/** How to bring the exported timeline into the editor, with the export's status as the header. */
export function GuideDialog({ editor, status, open, onClose, supportEmail, embeddedDemo: given }: GuideDialogProps) {
  const embeddedDemo = useEmbeddedDemo() || given;
  const hide = () => {
    document.cookie = hideGuideCookie(editor);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={headers[status]}
      titleTestId="guide-title"
      testId={`guide-${editor}`}
      size="md"
    >
      <div className="flex flex-col gap-4 text-sm">
        {status === 'inProgress' && (
          <div className="flex items-center gap-2 text-muted" role="status">
            <span
              aria-hidden="true"
              className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-accent border-t-transparent"
            />
            Building your timeline…
          </div>
        )}
        {status === 'failed' ? (
          <p data-testid="guide-failed-hint" className="text-muted">
            {guideDialogText.failedHint(supportEmail)}
          </p>
        ) : (
          <div>
            <p className="mb-2 font-medium text-ink">Import it into {editorNames[editor]}</p>
            <ol className="list-decimal space-y-1.5 pl-5 text-muted">
              {importSteps[editor].map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        )}
        <div className="flex justify-end gap-2">
          {!embeddedDemo && (
            <button type="button" data-testid="guide-hide" className="btn-ghost" onClick={hide}>
              {guideDialogText.doNotShowAgain}
            </button>
          )}
          <button type="button" data-testid="guide-got-it" className="btn-primary" onClick={onClose}>
            {guideDialogText.gotIt}
          </button>
        </div>
      </div>
    </Modal>
  );
}
