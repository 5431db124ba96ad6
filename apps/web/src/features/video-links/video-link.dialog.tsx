import { cloudImportText } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { useState } from 'react';
import { api } from '../../api/client';
import { FormDialog } from '../../ui/form-dialog';
import { addVideoLink } from './video-link.actions';

export interface VideoLinkDialogProps {
  open: boolean;
  project: Pick<Project, 'id' | 'category'>;
  onClose(): void;
  onAdded(source: Source): void;
}

/** Spec import §2: 'Add YouTube Video' with an 'Add Video' button. */
export function VideoLinkDialog({ open, project, onClose, onAdded }: VideoLinkDialogProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await addVideoLink(api, project, url);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setUrl('');
    onAdded(outcome.source);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={cloudImportText.youtubeTitle}
      testId="video-link-dialog"
      errorId="video-link-error"
      error={error}
      busy={busy}
      submitLabel={cloudImportText.youtubeButton}
      busyLabel={cloudImportText.loading}
      submitTestId="video-link-add"
      submitDisabled={url.trim() === ''}
      onSubmit={() => void submit()}
      onDismiss={() => {
        setError(null);
        onClose();
      }}
    >
      <label className="flex flex-col gap-1 text-sm text-muted">
        Video link
        <input
          data-testid="video-link-url"
          type="text"
          inputMode="url"
          autoFocus
          className="field"
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          disabled={busy}
          aria-invalid={error !== null}
          aria-describedby={error ? 'video-link-error' : undefined}
          onChange={(e) => setUrl(e.target.value)}
        />
      </label>
    </FormDialog>
  );
}
