import { cloudImportText } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { useState } from 'react';
import { api } from '../../api/client';
import { FormDialog } from '../../ui/form-dialog';
import { addS3Files, emptyS3Rows } from './s3-import.actions';

export interface S3ImportDialogProps {
  open: boolean;
  project: Pick<Project, 'id' | 'category'>;
  /** The server's allowed prefix: only URIs starting with it are imported. */
  prefix: string;
  onClose(): void;
  onAdded(sources: Source[]): void;
}

/** Spec import §2 (developer stages only): 5 rows of URI and filename, button 'Import files'. */
export function S3ImportDialog({ open, project, prefix, onClose, onAdded }: S3ImportDialogProps) {
  const [rows, setRows] = useState(emptyS3Rows);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (index: number, field: 'uri' | 'filename', value: string) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await addS3Files(api, project, rows, prefix);
    setBusy(false);
    if (outcome.sources.length > 0) onAdded(outcome.sources);
    if (!outcome.ok) return setError(outcome.message);
    setRows(emptyS3Rows());
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Import from S3"
      testId="s3-import-dialog"
      errorId="s3-import-error"
      error={error}
      busy={busy}
      submitLabel={cloudImportText.s3Button}
      busyLabel={cloudImportText.loading}
      submitTestId="s3-import-submit"
      submitDisabled={rows.every((r) => r.uri.trim() === '')}
      onSubmit={() => void submit()}
      onDismiss={() => {
        setError(null);
        onClose();
      }}
    >
      <p className="text-xs text-faint">URIs must start with {prefix}</p>
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-[2fr_1fr] gap-2">
          <input
            data-testid={`s3-uri-${i}`}
            type="text"
            aria-label={`S3 URI ${i + 1}`}
            autoFocus={i === 0}
            className="field"
            placeholder={`${prefix}…`}
            value={row.uri}
            disabled={busy}
            aria-invalid={error !== null}
            aria-describedby={error ? 's3-import-error' : undefined}
            onChange={(e) => edit(i, 'uri', e.target.value)}
          />
          <input
            data-testid={`s3-filename-${i}`}
            type="text"
            aria-label={`Filename ${i + 1}`}
            className="field"
            placeholder="Filename (optional)"
            value={row.filename}
            disabled={busy}
            onChange={(e) => edit(i, 'filename', e.target.value)}
          />
        </div>
      ))}
    </FormDialog>
  );
}
